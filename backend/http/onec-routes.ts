import { DomainError } from "../services/errors";
import type { ExchangeSession } from "../services/onec-exchange";
import type { OrderOutcome } from "../services/onec-order-changes";
import { ONEC_STAGE_TITLES } from "../services/onec-orders";
import type { SaleFileStep } from "../services/onec-sale-files";
import type { Context } from "./context";
import {
  ONEC_BAD_FILE_NAME,
  ONEC_FILE_TOO_LARGE,
  ONEC_IMPORT_FAULT,
  ONEC_IMPORT_RUNNING,
  ONEC_IMPORTED,
  ONEC_MORE_PROBLEMS,
  ONEC_NO_SESSION,
  ONEC_NOT_ORDER,
  ONEC_ORDER_UNKNOWN,
  ONEC_ORDERS_APPLIED,
  ONEC_PAYMENT_REFUSED,
  ONEC_PART_TOO_LARGE,
  ONEC_REFUSED,
  ONEC_STAGE_REFUSED,
  ONEC_STATUS_UNKNOWN,
  ONEC_TOO_MANY,
  ONEC_TYPES,
  ONEC_UNKNOWN_MODE,
} from "./onec-messages";
import type { Route } from "./router";

/**
 * `/1c/exchange?type=…&mode=…` — 1C's «Обмен с сайтом» (CommerceML 2), the protocol side:
 * 1. `mode=checkauth` with HTTP Basic auth → `success`, the cookie's name and value (later calls send it);
 * 2. `mode=init` → `zip=yes` and `file_limit` (bytes): 1C may send one zip archive in parts of at most
 *    file_limit bytes, or plain files;
 * 3. `mode=file&filename=…` (POST, the raw body) → `success`;
 * 4. `mode=import&filename=…` → `progress` (1C asks again) until the import has ended, then `success` or
 *    `failure` and the reason;
 * 5. `mode=complete` / `mode=deactivate` → `success`;
 * `type=sale`: checkauth and init as above, `mode=query` → the orders changed since 1C's last `mode=success`
 * as CommerceML, `mode=success`; `mode=file` (parts, plain XML or zip) → 1C's orders document, applied once it is
 * whole: `success`, the counts and each order it could not apply; `mode=import` → the same answer (or applies
 * a file only now whole); `mode=complete` → `success`.
 * Every answer but the orders is text/plain, a status line and a Russian reason 1C shows as it is.
 */
export const ONEC_COOKIE = "shop_1c_exchange";
/** The largest request body 1C may send; bigger files come in parts. */
export const ONEC_FILE_LIMIT = 8 * 1024 * 1024;

/** The most problems listed to 1C after the counts; the rest are counted (the log has them all). */
const PROBLEMS_LISTED = 100;

const answer = (lines: string[], status = 200) =>
  new Response(`${lines.join("\n")}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The request's body, or null as soon as it is longer than `limit` bytes (the rest is not read). */
async function bodyWithin(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get("content-length")) > limit) return null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      length += chunk.byteLength;
      if (length > limit) return null;
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

const cookieOf = (request: Request) =>
  (request.headers.get("cookie") ?? "")
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([name]) => name === ONEC_COOKIE)?.[1];

async function checkauth(ctx: Context): Promise<Response> {
  const basic = /^Basic (.+)$/i.exec(ctx.request.headers.get("authorization") ?? "")?.[1];
  const [login, ...rest] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
  if (!login) return answer(["failure", ONEC_REFUSED]);
  try {
    const token = await ctx.services.onec.signIn({ login, password: rest.join(":"), ip: ctx.ip });
    return token ? answer(["success", ONEC_COOKIE, token]) : answer(["failure", ONEC_REFUSED]);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === "rate_limited")) throw error;
    ctx.log.warn({ login, ip: ctx.ip }, "1C exchange: too many attempts");
    return answer(["failure", ONEC_TOO_MANY]);
  }
}

async function importStep(ctx: Context, session: ExchangeSession, name: string): Promise<Response> {
  const step = await ctx.services.onec.importStep(session, name);
  if (step.state === "progress") return answer(["progress", ONEC_IMPORT_RUNNING]);
  if (step.state === "done") return answer(["success", ONEC_IMPORTED(step.created, step.updated, step.services)]);
  return answer(["failure", step.reason ?? ONEC_IMPORT_FAULT]);
}

function problemOf(outcome: OrderOutcome): string | null {
  switch (outcome.kind) {
    case "unknown_order":
      return ONEC_ORDER_UNKNOWN(outcome.ref);
    case "not_order":
      return ONEC_NOT_ORDER(outcome.ref, outcome.operation);
    case "unknown_status":
      return ONEC_STATUS_UNKNOWN(outcome.order, outcome.value);
    case "stage_refused":
      return ONEC_STAGE_REFUSED(outcome.order, ONEC_STAGE_TITLES[outcome.from], ONEC_STAGE_TITLES[outcome.to]);
    case "payment_refused":
      return ONEC_PAYMENT_REFUSED(outcome.order);
    default:
      return null;
  }
}

/** What 1C reads after its orders file: `success`, the counts and the problems, or `failure` and the reason. */
function saleAnswer(ctx: Context, step: SaleFileStep): Response {
  if (step.state === "waiting") return answer(["success"]);
  if (step.state === "failed") return answer(["failure", step.reason]);
  const changed = step.outcomes.filter((o) => o.kind === "changed").length;
  const problems = step.outcomes.map(problemOf).filter((line): line is string => line !== null);
  if (problems.length) ctx.log.warn({ problems }, "1C exchange: orders not applied as sent");
  const listed = problems.slice(0, PROBLEMS_LISTED);
  if (problems.length > PROBLEMS_LISTED) listed.push(ONEC_MORE_PROBLEMS(problems.length - PROBLEMS_LISTED));
  return answer(["success", ONEC_ORDERS_APPLIED(step.documents, changed), ...listed]);
}

async function saleFile(ctx: Context, session: ExchangeSession, name: string): Promise<Response> {
  const part = await bodyWithin(ctx.request, ONEC_FILE_LIMIT);
  if (!part) return answer(["failure", ONEC_PART_TOO_LARGE]);
  const step = await ctx.services.onec.saleFile(session, name, part);
  if (step === "too_large") return answer(["failure", ONEC_FILE_TOO_LARGE(name, ctx.services.onec.maxSaleFileBytes / 1024 / 1024)]);
  if (step === "bad_name") return answer(["failure", ONEC_BAD_FILE_NAME], 400);
  return saleAnswer(ctx, step);
}

async function exchange(ctx: Context): Promise<Response> {
  const type = ctx.url.searchParams.get("type");
  const mode = ctx.url.searchParams.get("mode");
  if (type !== "catalog" && type !== "sale") return answer(["failure", ONEC_TYPES]);
  if (mode === "checkauth") return checkauth(ctx);
  const token = cookieOf(ctx.request);
  const session = token ? await ctx.services.onec.session(token) : null;
  if (!session) return answer(["failure", ONEC_NO_SESSION]);
  if (mode === "init") {
    ctx.services.onec.init(session);
    return answer(["zip=yes", `file_limit=${ONEC_FILE_LIMIT}`]);
  }
  if (type === "sale" && mode === "query") {
    const xml = await ctx.services.onec.ordersQuery(session);
    return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store" } });
  }
  if (type === "sale" && mode === "success") {
    await ctx.services.onec.ordersReceived(session);
    return answer(["success"]);
  }
  if (mode === "complete" || mode === "deactivate") return answer(["success"]);
  const name = ctx.url.searchParams.get("filename") ?? "";
  if (type === "sale" && mode === "file" && ctx.request.method === "POST") return saleFile(ctx, session, name);
  if (type === "sale" && mode === "import") return saleAnswer(ctx, await ctx.services.onec.saleImport(session, name));
  if (type === "catalog" && mode === "file" && ctx.request.method === "POST") {
    const part = await bodyWithin(ctx.request, ONEC_FILE_LIMIT);
    if (!part) return answer(["failure", ONEC_PART_TOO_LARGE]);
    const received = ctx.services.onec.receive(session, name, part);
    if (received === "appended") return answer(["success"]);
    if (received === "too_large") return answer(["failure", ONEC_FILE_TOO_LARGE(name, ctx.services.onec.maxFileBytes / 1024 / 1024)]);
    // A name no file may have is the caller's mistake: 1C reads the reason, a monitor sees a 400.
    return answer(["failure", ONEC_BAD_FILE_NAME], 400);
  }
  if (type === "catalog" && mode === "import") return importStep(ctx, session, name);
  return answer(["failure", ONEC_UNKNOWN_MODE(mode)]);
}

export const onecRoutes: Route[] = [
  { method: "GET", path: "/1c/exchange", handler: exchange },
  { method: "POST", path: "/1c/exchange", handler: exchange },
];
