import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { DEFAULT_SEED_GOODS, resolveConfig, type BackendConfig } from "../config";
import { openDatabase, sqliteFile } from "./connection";
import { prepareDatabase } from "./prepare";

/**
 * Where a backend test file keeps its data: a fresh temp folder and, with `TEST_DATABASE_URL` (a PostgreSQL
 * server the tests may create databases on), a fresh database of its own there, so every test file runs
 * on SQLite by default and on PostgreSQL too, files in parallel without sharing rows; without it the database
 * is SQLite in the temp folder.
 */
export interface TestDataStore {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Removes the folder and drops the database (after the backend closed its pool). */
  remove(): Promise<void>;
}

/**
 * `demoShopGoods`: the store starts as the demo shop a backend seeds with that many goods (migrated and seeded),
 * copied from a template the test run made once (`prepareDemoShopTemplates`), so each file skips the migrations
 * and the seeding; without a template for that size (a run without the global setup) the store starts empty
 * and the backend seeds it as on a first start.
 */
export async function createTestDataStore(prefix: string, { demoShopGoods }: { demoShopGoods?: number } = {}): Promise<TestDataStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const template = demoShopGoods === undefined ? undefined : readTemplates()[demoShopGoods];
  if (template?.sqliteFile && !process.env.TEST_DATABASE_URL) fs.copyFileSync(template.sqliteFile, sqliteFile(dataDir));
  const databaseUrl = await createPostgresDatabase(path.basename(dataDir), template?.postgresDatabase);
  return {
    dataDir,
    databaseUrl,
    async remove() {
      if (databaseUrl) await adminQuery(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo shop sizes the test kits start with: the backend's default and the orders kit's 20 goods. */
const DEMO_SHOP_SIZES = [DEFAULT_SEED_GOODS, 20];

/** The `createTestDataStore` option for a backend started with `config`: its demo shop, unless it seeds none. */
export function demoShopOf(config: Pick<BackendConfig, "seed" | "seedGoods">): { demoShopGoods?: number } {
  return config.seed === false ? {} : { demoShopGoods: config.seedGoods ?? DEFAULT_SEED_GOODS };
}
/** Tells the test files (forked after the global setup) where the templates are: JSON of `Templates`. */
const TEMPLATES_ENV = "TEST_DEMO_SHOP_TEMPLATES";
type Templates = Record<number, { sqliteFile?: string; postgresDatabase?: string }>;

function readTemplates(): Templates {
  return JSON.parse(process.env[TEMPLATES_ENV] ?? "{}") as Templates;
}

/**
 * Makes a demo shop of each size once for the whole test run: a SQLite file, or with `TEST_DATABASE_URL` a
 * PostgreSQL database (closed, so it can serve as a `CREATE DATABASE … TEMPLATE`). Answers their removal.
 */
export async function prepareDemoShopTemplates(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "demo-shop-templates-"));
  const templates: Templates = {};
  await Promise.all(
    DEMO_SHOP_SIZES.map(async (goods) => {
      const dataDir = path.join(folder, String(goods));
      const postgresDatabase = process.env.TEST_DATABASE_URL ? `demo_shop_template_${goods}_${process.pid}` : undefined;
      const databaseUrl = await createPostgresDatabase(postgresDatabase);
      const config = resolveConfig({ dataDir, databaseUrl, secret: "template", seed: true, seedGoods: goods });
      fs.mkdirSync(dataDir, { recursive: true });
      const { db } = openDatabase(dataDir, databaseUrl, pino({ level: "silent" }));
      try {
        await prepareDatabase(db, config);
      } finally {
        await db.destroy();
      }
      templates[goods] = postgresDatabase ? { postgresDatabase } : { sqliteFile: sqliteFile(dataDir) };
    }),
  );
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    for (const { postgresDatabase } of Object.values(templates))
      if (postgresDatabase) await adminQuery(`drop database if exists ${postgresDatabase} with (force)`);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

async function createPostgresDatabase(name: string | undefined, template?: string): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base || !name) return undefined;
  const database = name.toLowerCase().replace(/[^a-z0-9]/g, "_");
  await adminQuery(`create database ${database}${template ? ` template ${template}` : ""}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
