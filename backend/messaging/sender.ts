import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import type { MessageChannel } from "../db/schema-messages";
import { DeliveryError, type ClaimedMessage, type Transports } from "./message";
import { claimDue, markExpired, markFailed, markRetry, markSent } from "./queue";
import type { RetryPolicy } from "./settings";

/** 10 s, 20 s, 40 s … capped at 1 hour: 20 attempts span about 14 hours, a long provider outage included. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 10_000, capMs: 3_600_000, maxAttempts: 20 };
/** Longer than any provider call may take (their timeouts are 30 s), so a live sender never loses its claim. */
export const DEFAULT_LEASE_MS = 120_000;
/** Messages another process wrote are found within this; a process's own are sent at once (wake). */
export const DEFAULT_POLL_MS = 2_000;
/**
 * Each channel sends one message at a time: a sender killed mid-delivery can leave at most one message per
 * channel whose provider took it unrecorded (sent again after the lease), and a slow mail server never holds up
 * the SMS codes.
 */
const CLAIM_AT_ONCE = 1;
const CHANNELS: MessageChannel[] = ["sms", "mail"];

export interface SenderDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  transports: Transports;
  now: () => number;
  log: Logger;
  retry?: RetryPolicy;
  leaseMs?: number;
  pollMs?: number;
  /** Names this sender's claims; unique per process by default. */
  worker?: string;
}

export interface Sender {
  /** Starts polling (every process runs a sender). */
  start(): void;
  /** Delivers due messages now: called right after a transaction that added some commits. */
  wake(): void;
  /** Delivers every due message and resolves when none is left (tests, and a final flush). */
  deliverDue(): Promise<void>;
  /** Stops polling and waits for the delivery under way. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: exponential, with "equal jitter" so retries of many messages spread out. */
export function backoffMs(policy: RetryPolicy, attempts: number, random: () => number = Math.random): number {
  const full = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

export function createSender(deps: SenderDeps): Sender {
  const { db, dialect, transports, now, log } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const worker = deps.worker ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(message: ClaimedMessage): Promise<void> {
    if (message.expiresAt !== null && message.expiresAt <= now()) {
      // A code that no longer works must not reach the shopper: it would only mislead them.
      log.warn({ id: message.id, channel: message.channel, attempts: message.attempts - 1 }, "message expired before it could be delivered");
      await markExpired(db, { id: message.id, worker });
      return;
    }
    try {
      const { providerId } = await transports[message.channel].send(message);
      await markSent(db, { id: message.id, worker, providerId, now: now() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof DeliveryError && error.permanent;
      const logged = { id: message.id, channel: message.channel, attempts: message.attempts, reason };
      if (permanent || message.attempts >= retry.maxAttempts) {
        log.error(logged, permanent ? "message refused for good by the provider" : "message given up after its last attempt");
        await markFailed(db, { id: message.id, worker, error: reason });
      } else {
        log.warn(logged, "message not delivered; retried later");
        await markRetry(db, { id: message.id, worker, error: reason, at: now() + backoffMs(retry, message.attempts) });
      }
    }
  }

  /** Claims and delivers the channel's messages until none is due. */
  async function drain(channel: MessageChannel): Promise<void> {
    for (;;) {
      const batch = await claimDue(db, dialect, { channel, worker, limit: CLAIM_AT_ONCE, leaseMs, now: now() });
      if (batch.length === 0) return;
      for (const message of batch) await deliver(message);
    }
  }

  /** One drain at a time per process; a wake during a drain makes it look once more. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await Promise.all(
          CHANNELS.map((channel) =>
            drain(channel).catch((error: unknown) => {
              // The database is away: the messages wait in their rows; the next tick tries again.
              log.warn({ err: error }, "outbox sender could not reach the database");
            }),
          ),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void kick(), deps.pollMs ?? DEFAULT_POLL_MS);
      timer.unref();
      void kick();
    },
    wake() {
      if (!stopped) void kick();
    },
    // A wake during a drain makes that drain look once more, so awaiting it covers every message due now.
    deliverDue: () => kick(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
