# syntax=docker/dockerfile:1
# The storefront with its in-process reference backend (README "Running in containers").
# Two stages on the same base image (so the compiled better-sqlite3 matches the runtime's Node and glibc):
#   build: every dependency, a C/C++ toolchain, the Remix build, then the dev dependencies pruned;
#   runtime: slim, non-root, the built app and the production dependencies only.
# Node 24 is an LTS line (maintenance until 2028-04-30) that every native dependency here supports; Node 26 has
# been the active LTS since 2026-10-28: `--build-arg NODE_VERSION=26` builds on it (better-sqlite3 12.11 lists it).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-slim AS build
# better-sqlite3 downloads a prebuilt binary when it can and compiles itself (node-gyp) when it cannot, as in
# a network that reaches only the npm registry: python3, make and g++ for that, and Node's own headers from
# the image (/usr/local/include/node) instead of a download.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json ./
# Our fixes to dependencies (patch-package, applied by npm ci's postinstall).
COPY patches ./patches
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# Build, then keep only what the runtime loads: production dependencies (with sharp's platform packages, which
# are optional dependencies), better-sqlite3's compiled module without its sources and object files, no type
# declarations, source maps or docs, and no TypeScript (an optional peer of @remix-run/*, never loaded at run time).
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
      node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
      node_modules/better-sqlite3/build/Release/.deps node_modules/better-sqlite3/build/Release/test_extension.node \
      node_modules/better-sqlite3/build/Release/sqlite3.a node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && find node_modules -type f \( -name "*.d.ts" -o -name "*.d.mts" -o -name "*.d.cts" -o -name "*.map" -o -iname "*.md" \) -delete

FROM node:${NODE_VERSION}-slim AS runtime
# NODE_OPTIONS: the heap limit every start of the server uses (scripts/server-node-options.mjs says why):
# without it V8 sizes the heap from the host's memory and the process grows to several times its live data.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    NODE_OPTIONS="--max-old-space-size=256"
WORKDIR /app
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/public ./public
COPY --chown=root:root package.json server.mjs ./
# The app's files stay root-owned and read-only to the process; only DATA_DIR is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (server.mjs: finish in-flight requests, exit within 10 s).
CMD ["node", "server.mjs"]
