import type { Generated } from "kysely";

/**
 * pending: waiting for (another) attempt; sent: the provider accepted it; failed: refused for good or out of
 * attempts; expired: not sent because what it carries (a code) had expired by the time it could go.
 */
export type MessageStatus = "pending" | "sent" | "failed" | "expired";
export type MessageChannel = "sms" | "mail";

/** The transactional outbox (migration 013). Times are ms since the epoch (PostgreSQL bigint: read with Number()). */
export interface MessagesTable {
  id: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  /** JSON of the message's content (messaging/message.ts). */
  payload: string;
  status: MessageStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** After this it is not sent any more (a code's message, once the code is dead); null: sent however late. */
  expires_at: number | null;
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
