// The import graph of app/, backend/ and shared/, read once with TypeScript's import scanner (type-only and dynamic
// imports included), checked for two things: the layers' zones (which folder may import which) and cycles
// (Tarjan's strongly connected components). `npm run lint` runs it beside oxlint; per-file ESLint rules resolving
// every import cost most of the old lint's time. Exits 1 naming each breach and cycle. `findCycles(files, read)`
// and `zoneBreaches(files, read)` are exported for the test.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOTS = ["app", "backend", "shared"];
const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

// The layers, top to bottom; a layer imports only from the layers below it:
//   app/routes → app/components | app/server → app/forms → app/lib | app/config
// components and the server are siblings, but the server never renders, so it never imports a component.
// The backend is a separate program behind the transport: it never imports the storefront, and its services
// (plain typed input, plain results) never import its HTTP handlers; its database layer never imports services.
// shared/ holds the pure code both halves run (the rich-text allow-list): it imports neither.
// The storefront reaches the backend's code only through its transport (tests set up a real backend too).
const under = (file, dir) => file.startsWith(`${dir}/`);
const zone = (target, from, message, allowed = () => false) => ({
  message,
  applies: (file, imported) => under(file, target) && under(imported, from) && !allowed(file, imported),
});
const BACKEND_GATEWAY = /^app\/server\/transport\.server\.ts$|\.test\.tsx?$/;
const ZONES = [
  zone("app/components", "app/routes", "Components never import routes."),
  zone("app/server", "app/routes", "The server modules never import routes."),
  zone("app/server", "app/components", "The server modules never import components: move React-free code to app/lib or app/forms."),
  zone("app/forms", "app", "Form schemas import only app/forms, app/lib and app/config.", (_, to) =>
    ["app/forms", "app/lib", "app/config"].some((dir) => under(to, dir)),
  ),
  zone("app/lib", "app", "app/lib imports only app/lib and app/config.", (_, to) => ["app/lib", "app/config"].some((dir) => under(to, dir))),
  zone("app/config", "app", "app/config imports only app/config.", (_, to) => under(to, "app/config")),
  zone("backend", "app", "The backend never imports the storefront."),
  zone(
    "backend/services",
    "backend/http",
    "Backend services never import backend HTTP code: take plain input, return plain results or domain errors.",
  ),
  zone("backend/db", "backend/services", "The database layer (schema, migrations, seed) never imports services."),
  zone("shared", "app", "shared/ is pure: it imports neither the storefront nor the backend."),
  zone("shared", "backend", "shared/ is pure: it imports neither the storefront nor the backend."),
  zone("app", "backend", "The storefront reaches the backend only through app/server/transport.server.ts (the /api contract).", (file) =>
    BACKEND_GATEWAY.test(file),
  ),
];

/** Every .ts/.tsx file below the roots (paths relative to the repository, with `/`). */
function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(relative);
    }
  };
  for (const dir of ROOTS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files;
}

/** The file an import names, among `known`; null for a package or anything outside the graph. */
function resolve(from, specifier, known) {
  let base;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  if (known.has(base)) return base;
  const stem = base.replace(/\.(js|mjs)$/, "");
  for (const extension of EXTENSIONS) if (known.has(stem + extension)) return stem + extension;
  return null;
}

/** The cycles of the graph of `files` (relative paths); `read(file)` gives a file's text. Each cycle is a list of files. */
/** Each file of `files` with the files of the graph it imports. */
function importGraph(files, read) {
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    edges.set(file, [...new Set(importedFiles.map((i) => resolve(file, i.fileName, known)).filter(Boolean))]);
  }
  return edges;
}

/** The imports that cross a zone: `{ file, imported, message }` each. */
export function zoneBreaches(files, read) {
  const breaches = [];
  for (const [file, imported] of importGraph(files, read)) {
    for (const target of imported) {
      const zone = ZONES.find((z) => z.applies(file, target));
      if (zone) breaches.push({ file, imported: target, message: zone.message });
    }
  }
  return breaches;
}

export function findCycles(files, read) {
  const edges = importGraph(files, read);
  // Tarjan's strongly connected components, iteratively (no recursion limit on a deep graph).
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let counter = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = edges.get(node);
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || targets.includes(node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = sourceFiles();
  const read = (file) => fs.readFileSync(path.join(root, file), "utf8");
  const breaches = zoneBreaches(files, read);
  for (const { file, imported, message } of breaches) console.error(`${file} imports ${imported}: ${message}`);
  const cycles = findCycles(files, read);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(" ↔ ")}`);
  process.exitCode = breaches.length + cycles.length > 0 ? 1 : 0;
}
