import type { MessageChannel } from "../db/schema-messages";

/** A file to attach to a mail: read through the file store when the mail is sent, so the row stays small. */
export interface MailAttachment {
  filename: string;
  storedName: string;
}

export interface SmsContent {
  text: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * A message a service hands to the outbox inside its own transaction. `expiresAt` (ms since the epoch): a
 * message still not delivered then is dropped (status expired), for content that is useless late, such as a code.
 */
export type NewMessage = ({ channel: "sms"; to: string; content: SmsContent } | { channel: "mail"; to: string; content: MailContent }) & {
  expiresAt?: number;
};

/** A message a sender has claimed: its row id is the idempotency key towards every provider that takes one. */
export type ClaimedMessage = NewMessage & {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: number;
  expiresAt: number | null;
};

/** What a provider answered for an accepted message: its own id for it, when it gives one. */
export interface Delivered {
  providerId: string | null;
}

/**
 * A delivery that did not happen. `permanent`: the provider refused this message for good (a wrong number, a
 * mailbox that does not exist); retrying cannot help. Otherwise it is retried with backoff.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

/** One way out for one channel: the demo file, SMS.ru, SMTP. Throws DeliveryError (or anything: retried). */
export interface Transport {
  send(message: ClaimedMessage): Promise<Delivered>;
}

export type Transports = Record<MessageChannel, Transport>;
