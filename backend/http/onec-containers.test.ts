import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceMlImport, commerceMlOffers } from "../../tests/benchmarks/feeds";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { linesOf, oneCRequest, zipOf, type OneCCall } from "../testing/onec-client";

/**
 * Two backends on one PostgreSQL database and one data volume, as the shop's two containers behind a
 * round-robin proxy: 1C's calls alternate between them, and each import still runs once.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let store: TestDataStore;
const backends: Backend[] = [];
let calls = 0;

beforeAll(async () => {
  if (!postgres) return;
  store = await createTestDataStore("onec-containers", demoShopOf({}));
  const config = { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "shared-secret", onecPriceType: "Розничная" };
  // One after the other, as the containers start: the first finds the database ready, the second too.
  for (let i = 0; i < 2; i++) backends.push(await createBackend(config, pino({ level: "silent" })));
  await backends[0].services.backoffice.staff.create(
    { id: null, email: "command line" },
    { email: "obmen@shop.test", name: "1С", role: "exchange", password: "obmen-pass-1" },
  );
});
afterAll(async () => {
  for (const backend of backends) await backend.close();
  await store?.remove();
});

/** One call of 1C, to the next container in turn. */
async function call(query: string, init: OneCCall = {}) {
  const backend = backends[calls++ % backends.length];
  return linesOf(await backend.fetch(oneCRequest(query, { ...init, ip: "10.30.0.1" })));
}

describe.skipIf(!postgres)("1C exchange on two containers", () => {
  it("polls of mode=import alternating between the containers continue one job: each file is imported once", async () => {
    const [, , cookie] = await call("type=catalog&mode=checkauth", { auth: "obmen@shop.test:obmen-pass-1" });
    expect(await call("type=catalog&mode=init", { cookie })).toEqual(["zip=yes", "file_limit=8388608"]);
    const archive = await zipOf({ "import.xml": commerceMlImport(500), "offers.xml": commerceMlOffers(1, 500) });
    const half = Math.ceil(archive.length / 2);
    for (const part of [archive.subarray(0, half), archive.subarray(half)])
      expect(await call("type=catalog&mode=file&filename=import.zip", { cookie, body: part })).toEqual(["success"]);

    for (const [name, counts] of [
      ["import.xml", "Создано: 500, обновлено: 0"],
      ["offers.xml", "Создано: 0, обновлено: 500"],
    ]) {
      const poll = () => call(`type=catalog&mode=import&filename=${name}`, { cookie });
      // The first poll on both containers at once: one claims the job, the other waits for it.
      let answers = await Promise.all([poll(), poll()]);
      while (answers.some((lines) => lines[0] === "progress")) answers = await Promise.all([poll(), poll()]);
      // Asked again after it ended (1C retrying a lost answer), on each container: the same answer, no new import.
      answers.push(await poll(), await poll());
      expect(answers).toEqual(Array(4).fill(["success", counts]));
    }
    const db = backends[0].db;
    const jobs = await db.selectFrom("import_jobs").select(["source", "status"]).where("kind", "=", "commerceml").orderBy("id").execute();
    expect(jobs).toEqual([
      { source: "import.xml", status: "done" },
      { source: "offers.xml", status: "done" },
    ]);
    const { entries } = await backends[1].services.backoffice.audit.list({ offset: 0, limit: 50 });
    expect(entries.filter((e) => e.action === "catalog.import")).toHaveLength(2);
  });
});
