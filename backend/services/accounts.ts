import type { ServiceDeps, Services } from "./index";
import { createCodes } from "./codes";
import { fileOutbox } from "./outbox";
import { dbRateLimiter } from "./rate-limit";
import { createTokens } from "./tokens";

/** Outboxes, sessions, one-time codes and rate limits: everything but orders. */
export function createAccountServices(deps: ServiceDeps): Omit<Services, "orders" | "files" | "backoffice" | "onec"> {
  const { db, config } = deps;
  const sms = fileOutbox(config.smsOutbox, config.now);
  const mail = fileOutbox(config.mailOutbox, config.now);
  const tokens = createTokens(db, config.secret, config.now);
  return {
    sms,
    mail,
    auth: tokens.auth,
    tokens,
    codes: createCodes({ db, secret: config.secret, now: config.now, smsPerWindow: config.smsCodesPer10Min, sms, mail }),
    limits: dbRateLimiter(db, config.now),
  };
}
