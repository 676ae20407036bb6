import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResolvedConfig } from "../config";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import type { FileStore } from "../services/file-store";
import { fileTransport } from "./file-transport";
import type { NewMessage, Transports } from "./message";
import { addMessage, countBacklog } from "./queue";
import { createSender, type Sender } from "./sender";
import { smsRuTransport } from "./smsru-transport";
import { smtpTransport } from "./smtp-transport";

export type { NewMessage } from "./message";

/** What services see of the outbox. */
export interface Outbox {
  /** Adds a message inside the caller's transaction `db`: it exists exactly when what caused it does. */
  add(db: Kysely<Database>, message: NewMessage): Promise<void>;
  /** Call after the transaction that added messages commits: they go out now, not at the next poll. */
  wake(): void;
  /** Due messages not sent yet (for metrics). */
  backlog(): Promise<number>;
}

/** A mail's attachment from the file store; a missing file fails the attempt, so the mail is retried, never sent without it. */
function attachmentReader(files: Pick<FileStore, "get">) {
  return async (storedName: string): Promise<Buffer> => {
    const bytes = await files.get(storedName);
    if (!bytes) throw new Error(`attachment ${storedName} is not in the file store`);
    return bytes;
  };
}

/** The transports the settings choose: SMS.ru or the demo file for SMS; SMTP or the demo file for mail. */
function transportsFor(config: ResolvedConfig, files: Pick<FileStore, "get">): Transports {
  const { messaging } = config;
  return {
    sms: messaging.sms.provider === "smsru" ? smsRuTransport(messaging.sms) : fileTransport(config.smsOutbox, config.now),
    mail: messaging.smtpUrl
      ? smtpTransport({ url: messaging.smtpUrl, from: messaging.mailFrom, readAttachment: attachmentReader(files) })
      : fileTransport(config.mailOutbox, config.now),
  };
}

/** The outbox of this process and its sender (started by the backend, stopped on close). */
export function createMessaging(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ResolvedConfig;
  log: Logger;
  files: Pick<FileStore, "get">;
}): {
  outbox: Outbox;
  sender: Sender;
} {
  const { db, config } = deps;
  const sender = createSender({
    db,
    dialect: deps.dialect,
    transports: transportsFor(config, deps.files),
    now: config.now,
    log: deps.log.child({ name: "outbox" }),
    ...config.outboxSender,
  });
  return {
    sender,
    outbox: {
      add: (trx, message) => addMessage(trx, message, config.now()),
      wake: () => sender.wake(),
      backlog: () => countBacklog(db, config.now()),
    },
  };
}
