import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "../scripts/server-node-options.mjs";

/**
 * The deployment files say what the scripts say: the image starts the server with the same Node options as
 * `npm start` and the benchmark (the memory bound was measured with them), and compose.yaml's storefronts are
 * exactly the proxy's upstreams and take their secrets from the environment, never from the file, the rest of the
 * shop's settings from `.env`; and the image can add the first admin without tsx (build/admin-create.js).
 */
const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const compose = fs.readFileSync("compose.yaml", "utf8");
const caddyfile = fs.readFileSync("deploy/Caddyfile", "utf8");
const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const readme = fs.readFileSync("README.md", "utf8");

describe("deployment files", () => {
  it("the image's runtime stage sets the server's Node options", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(runtime).toContain(`NODE_OPTIONS="${SERVER_NODE_OPTIONS}"`);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
  });

  it("compose's storefronts are the proxy's upstreams, behind one trusted hop, with secrets from .env", () => {
    const storefronts = [...compose.matchAll(/^ {2}([\w-]+): \*storefront$/gm)].map((m) => m[1]);
    expect(storefronts.length).toBe(2);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/);
    expect(upstreams).toEqual(storefronts.map((name) => `${name}:3000`));
    expect(compose).toMatch(/^ {4}TRUST_PROXY: "1"$/m);
    expect(compose).toMatch(/^ {4}SESSION_SECRET: \$\{SESSION_SECRET:\?/m);
    expect(compose).toMatch(/^ {4}DATABASE_URL: postgres:\/\/shop:\$\{POSTGRES_PASSWORD:\?[^}]*\}@db:5432\/shop$/m);
  });

  it("compose's storefronts read .env when there is one, with the image's data directory and port kept", () => {
    expect(compose).toMatch(/^ {2}env_file:\n {4}- path: \.env\n {6}required: false$/m);
    expect(compose).toMatch(/^ {4}DATA_DIR: \/data$/m);
    expect(compose).toMatch(/^ {4}PORT: "3000"$/m);
    // SEED follows SHOP_MODE unless .env sets it: a default here would seed the demo catalogue into a live shop.
    expect(compose).not.toMatch(/^ {4}SEED:/m);
  });

  it("the build the image runs makes build/admin-create.js, and the README's exec line runs it in a compose service", () => {
    expect(dockerfile).toMatch(/^RUN npm run build \\$/m);
    expect(packageJson.scripts.build).toMatch(/^remix build && node scripts\/build-admin-create\.mjs$/);
    expect(fs.readFileSync("scripts/build-admin-create.mjs", "utf8")).toContain('outfile: "build/admin-create.js"');
    const service = /docker compose exec (?:-T )?([\w-]+) node build\/admin-create\.js /.exec(readme)?.[1];
    expect(compose).toMatch(new RegExp(`^ {2}${service}: \\*storefront$`, "m"));
  });

  it("the image applies our patches to dependencies as npm ci installs them", () => {
    expect(packageJson.scripts.postinstall).toBe("patch-package");
    const build = dockerfile.slice(0, dockerfile.lastIndexOf("\nFROM "));
    expect(build.indexOf("COPY patches ./patches")).toBeGreaterThan(-1);
    expect(build.indexOf("COPY patches ./patches")).toBeLessThan(build.search(/^RUN .*npm ci /m));
  });
});
