import type { ServiceDeps, Services } from "./index";
import { createCodes } from "./codes";
import { dbRateLimiter } from "./rate-limit";
import { createTokens } from "./tokens";

/** The outbox, sessions, one-time codes and rate limits: everything but orders, files, photos and the back office. */
export function createAccountServices(deps: ServiceDeps): Omit<Services, "orders" | "files" | "photos" | "brand" | "backoffice" | "onec"> {
  const { db, config, outbox } = deps;
  const tokens = createTokens(db, config.secret, config.now);
  return {
    outbox,
    auth: tokens.auth,
    tokens,
    codes: createCodes({ db, secret: config.secret, now: config.now, smsPerWindow: config.smsCodesPer10Min, outbox }),
    limits: dbRateLimiter(db, config.now),
  };
}
