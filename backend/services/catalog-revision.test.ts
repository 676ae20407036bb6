import { describe, expect, it } from "vitest";
import { revisionMovedHere, revisionWatcher } from "./catalog-revision";

/** A revision source whose reads the test ends by hand, to stand for a read started before a write committed. */
function heldReads() {
  const reads: Array<(revision: number) => void> = [];
  return { read: () => new Promise<number>((resolve) => reads.push(resolve)), reads };
}

describe("the public data revision watcher", () => {
  it("asks at most once an interval, and drops the caches when the revision moved", async () => {
    let revision = 1;
    let asked = 0;
    const changes: number[] = [];
    const watcher = revisionWatcher(
      async () => (asked++, revision),
      (moved) => changes.push(moved),
      60_000,
    );
    await watcher.check();
    revision = 2;
    await watcher.check();
    expect(asked).toBe(1);
    expect(changes).toEqual([]);
  });

  it("after a write committed in this process, the next check asks at once instead of after the interval", async () => {
    const source = heldReads();
    const changes: number[] = [];
    const watcher = revisionWatcher(source.read, (moved) => changes.push(moved), 60_000);
    const first = watcher.check();
    source.reads[0](1);
    await first;
    revisionMovedHere();
    const next = watcher.check();
    expect(source.reads).toHaveLength(2);
    source.reads[1](2);
    await next;
    expect(changes).toEqual([2]);
  });

  it("after a write committed in this process, a read already under way (it may predate the commit) is not reused", async () => {
    const source = heldReads();
    const changes: number[] = [];
    const watcher = revisionWatcher(source.read, (moved) => changes.push(moved), 0);
    const first = watcher.check();
    source.reads[0](1);
    await first;
    const early = watcher.check();
    revisionMovedHere();
    const next = watcher.check();
    expect(source.reads).toHaveLength(3);
    source.reads[2](2);
    await next;
    expect(changes).toEqual([2]);
    source.reads[1](1);
    await early;
  });
});
