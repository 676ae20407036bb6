import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResolvedConfig } from "../config";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import { readStoredFile } from "../services/file-store";
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

/** The transports the settings choose: SMS.ru or the demo file for SMS; SMTP or the demo file for mail. */
function transportsFor(config: ResolvedConfig): Transports {
  const { messaging } = config;
  return {
    sms: messaging.sms.provider === "smsru" ? smsRuTransport(messaging.sms) : fileTransport(config.smsOutbox, config.now),
    mail: messaging.smtpUrl
      ? smtpTransport({ url: messaging.smtpUrl, from: messaging.mailFrom, readAttachment: (name) => readStoredFile(config.uploadsDir, name) })
      : fileTransport(config.mailOutbox, config.now),
  };
}

/** The outbox of this process and its sender (started by the backend, stopped on close). */
export function createMessaging(deps: { db: Kysely<Database>; dialect: Dialect; config: ResolvedConfig; log: Logger }): {
  outbox: Outbox;
  sender: Sender;
} {
  const { db, config } = deps;
  const sender = createSender({
    db,
    dialect: deps.dialect,
    transports: transportsFor(config),
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
