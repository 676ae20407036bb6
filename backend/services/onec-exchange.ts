import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { ImportRefused } from "../exchange/records";
import { markExported, ordersForOneC } from "./onec-orders";
import { EXCHANGE_ZIP_LIMITS, unzipInto, type ZipLimits } from "../exchange/unzip";
import { importFromSource } from "./catalog-exchange";
import { adoptImportedPictures } from "./import-pictures";
import type { PhotoStore } from "./photos";
import type { ImportResult } from "./catalog-import";
import { DomainError } from "./errors";
import { keyedHash, sameHash } from "./secrets";

/**
 * The site side of 1C's «Обмен с сайтом» (CommerceML 2 over HTTP), `type=catalog`:
 * 1. `mode=checkauth` with HTTP Basic auth → `success`, a cookie name and value (later calls send the cookie);
 * 2. `mode=init` → `zip=yes` and `file_limit` (bytes): 1C may send one zip archive, split into parts of at most
 *    file_limit bytes, or plain files;
 * 3. `mode=file&filename=…` (POST, the body; parts of one file are appended) → `success`; pictures
 *    (`import_files/…`) are kept beside the XML under the exchange folder;
 * 4. `mode=import&filename=…` → unpacks the archives received (streamed, entry by entry), runs the import as a
 *    job in the background and answers `progress` until it has ended, then `success` or `failure` with the
 *    reason; 1C repeats the call while it reads `progress`;
 * 5. `mode=complete` / `mode=deactivate` → `success`.
 * And `type=sale`: checkauth and init as above, `mode=query` → the orders 1C has not confirmed, as CommerceML;
 * `mode=success` → those orders are recorded as received. Order changes sent back by 1C are not read yet.
 * Who may exchange is the caller's `authenticate` (staff accounts with the exchange right). The cookie is
 * signed with the backend secret and names the login, so any process of the shop accepts it.
 */
export interface OneCExchangeDeps {
  db: Kysely<Database>;
  log: Logger;
  secret: string;
  /** Where received files are kept: one folder per login. */
  dir: string;
  /** Whether the login may exchange; `ip` is the caller's, for the limit on attempts (throws `rate_limited`). */
  authenticate(login: string, password: string, ip: string): Promise<boolean>;
  /** Called once for each import that ended in success (the audit log). */
  onImported?(login: string, result: ImportResult): Promise<void>;
  /** The 1C price type whose prices the shop shows (by name); the file's first type when unset. */
  priceType?: string;
  /** What a file received (parts together) and its archive unpacked may come to (EXCHANGE_ZIP_LIMITS by default). */
  archiveLimits?: ZipLimits;
  /** The image pipeline the pictures 1C sent go through after each import. */
  photos?: PhotoStore;
  now(): number;
}

export const ONEC_COOKIE = "shop_1c_exchange";
/** The largest request body 1C may send; bigger files come in parts. */
export const ONEC_FILE_LIMIT = 8 * 1024 * 1024;
/** A session of the exchange lasts this long after checkauth. */
const SESSION_MS = 2 * 3600_000;
/** How long a `mode=import` call waits for its import before answering `progress`. */
const IMPORT_WAIT_MS = 20_000;
/** A file name 1C may send: letters, digits, `_ . -`, folders separated by `/`, never `..`. */
const FILE_NAME = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/;

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

export function createOneCExchange(deps: OneCExchangeDeps) {
  const archiveLimits = deps.archiveLimits ?? EXCHANGE_ZIP_LIMITS;
  const imports = new Map<string, Promise<ImportResult>>();

  const sign = (login: string, until: number) => keyedHash(deps.secret, `1c-exchange:${login}:${until}`);
  function sessionCookie(login: string): string {
    const until = deps.now() + SESSION_MS;
    return `${Buffer.from(login).toString("base64url")}.${until}.${sign(login, until)}`;
  }
  function sessionLogin(request: Request): string | null {
    const cookie = (request.headers.get("cookie") ?? "")
      .split(";")
      .map((c) => c.trim().split("="))
      .find(([name]) => name === ONEC_COOKIE)?.[1];
    const [login64, until, mac] = (cookie ?? "").split(".");
    if (!login64 || !until || !mac) return null;
    const login = Buffer.from(login64, "base64url").toString();
    return Number(until) > deps.now() && sameHash(mac, sign(login, Number(until))) ? login : null;
  }
  const folderOf = (login: string) => path.join(deps.dir, keyedHash(deps.secret, login).slice(0, 16));

  async function checkauth(request: Request, ip: string): Promise<Response> {
    const basic = /^Basic (.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
    const [login, ...rest] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
    let allowed = false;
    try {
      allowed = Boolean(login) && (await deps.authenticate(login!, rest.join(":"), ip));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === "rate_limited")) throw error;
      deps.log.warn({ login, ip }, "1C exchange: too many attempts");
      return answer(["failure", "Слишком много попыток входа, повторите позже"]);
    }
    if (!allowed) {
      deps.log.warn({ login: login ?? null }, "1C exchange: authentication refused");
      return answer(["failure", "Неверный логин или пароль, или нет права на обмен"]);
    }
    return answer(["success", ONEC_COOKIE, sessionCookie(login)]);
  }

  function init(login: string): Response {
    // A new exchange starts from an empty folder: parts of an earlier, broken one must not be appended to.
    fs.rmSync(folderOf(login), { recursive: true, force: true });
    fs.mkdirSync(folderOf(login), { recursive: true });
    return answer(["zip=yes", `file_limit=${ONEC_FILE_LIMIT}`]);
  }

  async function file(login: string, name: string, request: Request): Promise<Response> {
    const body = await bodyWithin(request, ONEC_FILE_LIMIT);
    if (!body) return answer(["failure", "Часть файла больше file_limit"]);
    const target = path.join(folderOf(login), name);
    // Parts are appended: the whole file is bounded too, and one past the bound is dropped at once.
    if ((fs.existsSync(target) ? fs.statSync(target).size : 0) + body.byteLength > archiveLimits.maxTotalBytes) {
      fs.rmSync(target, { force: true });
      return answer(["failure", `Файл ${name} больше ${archiveLimits.maxTotalBytes / 1024 / 1024} МБ`]);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.appendFileSync(target, body);
    return answer(["success"]);
  }

  async function runImport(login: string, name: string): Promise<Response> {
    const key = `${login}\n${name}`;
    let running = imports.get(key);
    if (!running) {
      const folder = folderOf(login);
      try {
        for (const archive of fs.readdirSync(folder).filter((f) => f.toLowerCase().endsWith(".zip"))) {
          await unzipInto(path.join(folder, archive), folder, archiveLimits);
          fs.rmSync(path.join(folder, archive));
        }
      } catch (error) {
        deps.log.warn({ err: error }, "1C exchange: archive refused");
        return answer(["failure", error instanceof ImportRefused ? error.message : "Архив не распакован"]);
      }
      const source = path.join(folder, name);
      if (!fs.existsSync(source)) return answer(["failure", `Файл ${name} не получен`]);
      running = importFromSource(deps.db, deps.log, { source, format: "commerceml", priceType: deps.priceType });
      imports.set(key, running);
      running.catch(() => undefined);
    }
    const waited = await Promise.race([
      running.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), IMPORT_WAIT_MS).unref()),
    ]).catch(() => true);
    if (!waited) return answer(["progress", "Импорт выполняется"]);
    imports.delete(key);
    try {
      const result = await running;
      if (result.status === "done") {
        await deps.onImported?.(login, result);
        // The pictures sent beside the XML become photos after the import, in the background (seconds each).
        if (deps.photos) {
          adoptImportedPictures(deps.db, deps.photos, deps.log, { filesDir: folderOf(login) }).catch((error: unknown) =>
            deps.log.error({ err: error }, "1C exchange: pictures not taken"),
          );
        }
        return answer(["success", `Создано: ${result.counters.created}, обновлено: ${result.counters.updated}`]);
      }
      return answer(["failure", result.message ?? ""]);
    } catch (error) {
      deps.log.error({ err: error }, "1C exchange: import failed");
      return answer(["failure", "Внутренняя ошибка при импорте"]);
    }
  }

  /** The orders handed over by the last query of a login, until 1C confirms them. */
  const queriedFile = (login: string) => path.join(folderOf(login), "sale-query.json");

  async function sale(login: string, mode: string | null): Promise<Response> {
    if (mode === "query") {
      const { ids, xml } = await ordersForOneC(deps.db, new Date(deps.now()));
      fs.mkdirSync(folderOf(login), { recursive: true });
      fs.writeFileSync(queriedFile(login), JSON.stringify(ids));
      return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store" } });
    }
    if (mode === "success") {
      const ids = fs.existsSync(queriedFile(login)) ? (JSON.parse(fs.readFileSync(queriedFile(login), "utf8")) as number[]) : [];
      await markExported(deps.db, ids, new Date(deps.now()));
      fs.rmSync(queriedFile(login), { force: true });
      return answer(["success"]);
    }
    return answer(["failure", `Неизвестный режим ${mode}`]);
  }

  /** One call of 1C; `ip` is the caller's address (the limit on sign-in attempts counts by it). */
  return async function handle(request: Request, ip = "unknown"): Promise<Response> {
    const url = new URL(request.url);
    const type = url.searchParams.get("type");
    const mode = url.searchParams.get("mode");
    if (type !== "catalog" && type !== "sale") return answer(["failure", "Поддерживаются type=catalog и type=sale"]);
    if (mode === "checkauth") return checkauth(request, ip);
    const login = sessionLogin(request);
    if (!login) return answer(["failure", "Нет сеанса обмена: сначала mode=checkauth"]);
    if (mode === "init") return init(login);
    if (type === "sale") return sale(login, mode);
    if (mode === "complete" || mode === "deactivate") return answer(["success"]);
    const name = url.searchParams.get("filename") ?? "";
    if (!FILE_NAME.test(name)) return answer(["failure", "Недопустимое имя файла"]);
    if (mode === "file" && request.method === "POST") return file(login, name, request);
    if (mode === "import") return runImport(login, name);
    return answer(["failure", `Неизвестный режим ${mode}`]);
  };
}
