// A process that imports a generated YML feed of argv[4] goods into the shop at argv[2] (argv[3]: a PostgreSQL
// URL or "-") and says "progress" on its first progress report: the crash test kills it there.
import pino from "pino";
import { ymlFeed } from "../../tests/benchmarks/feeds";
import { readYml } from "../exchange/yml";
import { createBackend } from "../index";
import { runImport } from "../services/catalog-import";

const [dataDir, url, count] = process.argv.slice(2);
const backend = await createBackend({ dataDir, databaseUrl: url === "-" ? undefined : url, secret: "test", seed: false }, pino({ level: "silent" }));
let said = false;
await runImport(backend.db, pino({ level: "silent" }), {
  format: "yml",
  source: "crash.xml",
  read: (sink) => readYml(ymlFeed(Number(count)), sink),
  onProgress: () => {
    if (!said) process.stdout.write("progress\n");
    said = true;
  },
});
await backend.close();
