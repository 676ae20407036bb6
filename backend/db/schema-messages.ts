import type { Generated } from "kysely";

/** pending: waiting for (another) attempt; sent: the provider accepted it; failed: refused for good or out of attempts. */
export type MessageStatus = "pending" | "sent" | "failed";
export type MessageChannel = "sms" | "mail";

/** The transactional outbox (migration 006). Times are ms since the epoch (PostgreSQL bigint: read with Number()). */
export interface MessagesTable {
  id: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  /** JSON of the message's content (messaging/message.ts). */
  payload: string;
  status: MessageStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_until: number | null;
  claimed_by: string | null;
  provider_id: string | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface MessageTables {
  messages: MessagesTable;
}
