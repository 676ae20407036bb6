// `npm run db:backup [file or folder]`: a consistent copy of the shop's database, taken while the shop runs.
// SQLite: SQLite's online backup API (better-sqlite3's db.backup), never a file copy, which could catch the
// database file and its WAL at different moments. PostgreSQL (DATABASE_URL): pg_dump's custom format, one
// snapshot transaction, when pg_dump is installed. Without an argument the copy goes to
// DATA_DIR/backups/shop-<UTC time>.sqlite (or .dump); a folder gets such a file inside. Never overwrites.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Sqlite from "better-sqlite3";
import { sqliteFile } from "../backend/db/connection";
import { dataDir, databaseUrl, describeTarget } from "./db-target";

/** The largest page count better-sqlite3 accepts for one backup step: the whole database in one step. */
const ALL_PAGES = 0x7fffffff;

function targetFile(argument: string | undefined, extension: string): string {
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  const name = `shop-${stamp}.${extension}`;
  if (!argument) return path.join(dataDir, "backups", name);
  const given = path.resolve(argument);
  return fs.existsSync(given) && fs.statSync(given).isDirectory() ? path.join(given, name) : given;
}

/**
 * Copies the SQLite database page by page in one step: SQLite restarts a backup whose source another
 * connection changed between two steps, so a busy shop could keep a step-by-step copy restarting for ever,
 * while one step reads a single snapshot (in WAL mode the shop's writers go on meanwhile). The copy is then
 * switched out of WAL mode, so it is one self-contained file, and checked.
 */
async function backupSqlite(file: string): Promise<string> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`no SQLite database at ${source} (set DATA_DIR)`);
  const db = new Sqlite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(file, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = new Sqlite(file);
  try {
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy fails integrity_check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return "integrity_check ok";
}

/**
 * pg_dump --format=custom (restore with pg_restore). The password travels in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
async function backupPostgres(url: string, file: string): Promise<string> {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  try {
    await promisify(execFile)("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${withoutPassword}`], {
      env,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        "pg_dump is not installed (Debian: apt-get install postgresql-client, of the server's major version or newer); " +
          `or run it where it is: pg_dump --format=custom --file=shop.dump "${withoutPassword}"`,
      );
    }
    throw new Error(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
  }
  return "pg_dump custom format";
}

const file = targetFile(process.argv[2], databaseUrl ? "dump" : "sqlite");
let created = false;
try {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Made empty first, readable by its owner only (it holds customers' data); "wx" refuses an existing file.
  try {
    fs.writeFileSync(file, "", { mode: 0o600, flag: "wx" });
    created = true;
  } catch {
    throw new Error(`${file} exists already: a backup never overwrites a file`);
  }
  const started = Date.now();
  const how = databaseUrl ? await backupPostgres(databaseUrl, file) : await backupSqlite(file);
  const bytes = fs.statSync(file).size;
  const size = bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`backup written: ${file} (${size}, ${how}, ${Date.now() - started} ms) from ${describeTarget()}`);
} catch (error) {
  if (created) fs.rmSync(file, { force: true });
  console.error(`backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
