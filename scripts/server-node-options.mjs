// The Node options every start of the storefront's server uses (`npm start`, the measuring scripts; the
// Dockerfile's ENV NODE_OPTIONS says the same, which tests/deploy-files.test.ts checks).
//
// --max-old-space-size=256: V8 sizes its heap from the machine's memory (a 24 GB host gives a 4 GB limit) and,
// with that much room, lets the old space grow to several times the live data before it collects: 80 MB of
// live heap became 465 MB of RSS after `npm run bench` at 20 connections. With a 256 MB limit V8 collects
// earlier and the RSS stayed near 200 MB at 20 and at 200 connections (docs/performance.md), while the limit
// is still three times the live heap with every cache full, so it is not an out-of-memory risk in normal use.
export const SERVER_NODE_OPTIONS = "--max-old-space-size=256";

/** NODE_OPTIONS for the server: ours first, so whatever the environment gives (later, so it wins) overrides them. */
export function serverNodeOptions(env = process.env) {
  return [SERVER_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(" ");
}
