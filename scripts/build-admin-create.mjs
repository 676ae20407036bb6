// Builds scripts/admin-create.ts into build/admin-create.js (plain JavaScript, run by `npm run build` after the
// Remix build), so the runtime image, which has no tsx and no TypeScript, can add the first admin:
// `node build/admin-create.js --email … --role admin`. The packages stay imports (the image keeps the production
// dependencies); only the project's own TypeScript (backend/, scripts/) is bundled.
import { build } from "esbuild";

await build({
  entryPoints: ["scripts/admin-create.ts"],
  outfile: "build/admin-create.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
