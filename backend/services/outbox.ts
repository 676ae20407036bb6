import fs from "node:fs/promises";
import path from "node:path";
import type { Outbox, OutboxMessage } from "./index";

/**
 * The SMS and e-mail stand-ins: each message is appended as one JSON line `{to, text, subject?, at}` to its
 * outbox file, where an operator (and the end-to-end tests) read it.
 */
export function fileOutbox(file: string, now: () => number): Outbox {
  let ready: Promise<unknown> | null = null;
  return {
    async send(message: OutboxMessage) {
      ready ??= fs.mkdir(path.dirname(file), { recursive: true });
      await ready;
      const line = JSON.stringify({
        to: message.to,
        ...(message.subject ? { subject: message.subject } : {}),
        text: message.text,
        at: new Date(now()).toISOString(),
      });
      await fs.appendFile(file, `${line}\n`, "utf8");
    },
  };
}
