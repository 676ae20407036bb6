import fs from "node:fs/promises";
import path from "node:path";
import type { ClaimedMessage, Transport } from "./message";

/** How much of the file's end is searched for a line already written for a message. */
const TAIL_BYTES = 256 * 1024;

/**
 * The demo stand-in for SMS and e-mail: each message is appended as one JSON line
 * `{to, subject?, text, attachments?, at, key}` to its outbox file, where an operator (and the end-to-end tests)
 * read it. `key` names the outbox row: a sender that died after writing the line but before recording it is
 * found out by the next one, which then does not write it twice.
 */
export function fileTransport(file: string, now: () => number): Transport {
  let ready: Promise<unknown> | null = null;
  return {
    async send(message: ClaimedMessage) {
      ready ??= fs.mkdir(path.dirname(file), { recursive: true });
      await ready;
      const key = `${message.id}-${message.createdAt}`;
      if (message.attempts > 1 && (await tail(file)).includes(`"key":"${key}"`)) return { providerId: key };
      const content = message.content;
      const line = JSON.stringify({
        to: message.to,
        ...("subject" in content ? { subject: content.subject } : {}),
        text: content.text,
        ...("attachments" in content && content.attachments?.length ? { attachments: content.attachments.map((a) => a.filename) } : {}),
        at: new Date(now()).toISOString(),
        key,
      });
      await fs.appendFile(file, `${line}\n`, "utf8");
      return { providerId: key };
    },
  };
}

async function tail(file: string): Promise<string> {
  const handle = await fs.open(file, "r").catch(() => null);
  if (!handle) return "";
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString("utf8");
  } finally {
    await handle.close();
  }
}
