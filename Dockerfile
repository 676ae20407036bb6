# syntax=docker/dockerfile:1
# The storefront with its in-process reference backend (README "Docker").
# Three stages: build (all dependencies), prod-deps (runtime dependencies only), runtime (slim, non-root).

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx remix build

FROM node:20-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# better-sqlite3 installs a prebuilt binary for linux/glibc; no compiler needed in any stage.
# --omit=optional drops typescript (an optional peer of @remix-run/*) and other unused optionals. Then what
# the runtime never reads goes: better-sqlite3's SQLite sources, type declarations, source maps, docs.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
 && find node_modules -type f \( -name "*.d.ts" -o -name "*.d.mts" -o -name "*.d.cts" -o -name "*.map" -o -iname "*.md" \) -delete \
 && npm cache clean --force

FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/public ./public
COPY --chown=root:root package.json server.mjs ./
# The app's files stay root-owned and read-only to the process; only DATA_DIR is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (server.mjs: finish in-flight requests, exit within 10 s).
CMD ["node", "server.mjs"]
