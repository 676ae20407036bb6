// `npm run admin:create -- --email a@shop.ru [--role admin|manager|exchange] [--name "Имя"]`: adds a staff member to the
// database the shop uses (DATA_DIR, DATABASE_URL). The password is read from stdin when one is piped in,
// otherwise a one-time password is made and printed once; the person signs in at /admin/login and must change it first.
// `exchange` is the technical account 1C's «Обмен с сайтом» signs in with at /1c_exchange; it cannot open /admin.
import { parseArgs } from "node:util";
import pino from "pino";
import { createBackend } from "../backend/index";
import { oneTimePassword } from "../backend/services/admin/staff";
import { isAcceptablePassword } from "../backend/services/passwords";
import { DomainError } from "../backend/services/errors";
import { dataDir, databaseUrl, describeTarget, seed } from "./db-target";

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string", default: "manager" }, name: { type: "string" } } });
const email = values.email?.trim() ?? "";
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  fail("usage: npm run admin:create -- --email name@example.ru [--role admin|manager|exchange] [--name Имя]");
const role = values.role;
if (role !== "admin" && role !== "manager" && role !== "exchange") fail("--role must be admin, manager or exchange");

const piped = await readStdin();
if (piped && !isAcceptablePassword(piped)) fail("the password must be 8–64 characters with a letter and a digit");
const password = piped || oneTimePassword();

const backend = await createBackend({ dataDir, databaseUrl, secret: "admin-create", seed }, pino({ level: "warn" }));
try {
  const staff = await backend.services.backoffice.staff.create(
    { id: null, email: "command line" },
    { email, name: values.name ?? email, role, password, oneTime: !piped && role !== "exchange" },
  );
  console.log(`staff member ${staff.email} (${staff.role}) added to ${describeTarget()}`);
  if (!piped) console.log(`one-time password: ${password}`);
} catch (error) {
  if (error instanceof DomainError && error.code === "staff_email_taken") fail(`${email} is already a staff member`);
  throw error;
} finally {
  await backend.close();
}
