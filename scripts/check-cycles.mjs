// The import graph of app/, backend/ and shared/ has no cycle, type-only imports included: one pass over the
// files with TypeScript's import scanner, then Tarjan's strongly connected components. `npm run lint` runs it after
// ESLint (a per-file ESLint rule walking the whole graph from every file cost most of the lint's time).
// Exits 1 naming each cycle. `findCycles(files, read)` is exported for the test.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOTS = ["app", "backend", "shared"];
const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

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
export function findCycles(files, read) {
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    edges.set(file, [...new Set(importedFiles.map((i) => resolve(file, i.fileName, known)).filter(Boolean))]);
  }
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
  const cycles = findCycles(sourceFiles(), (file) => fs.readFileSync(path.join(root, file), "utf8"));
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(" ↔ ")}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
