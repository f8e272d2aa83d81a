# syntax=docker/dockerfile:1
# The site as a container: build with the full toolchain, run with production dependencies only,
# as an unprivileged user. See docs/deploy.md for the environment and the compose file.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. every dependency (the build needs React Router's and Vite's tooling); npm install rather than
#    npm ci, as in .ci/run: the lock file lacks some optional per-platform packages
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# 2. the built app: build/server and build/client (hashed, pre-compressed assets)
FROM deps AS build
COPY . .
RUN npm run build

# 3. production dependencies only (sharp and argon2 bring their prebuilt binaries for linux-x64)
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# 4. what runs: Node 24 runs the server's TypeScript directly (type stripping), no compiler inside
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# pg_dump for `npm run db:backup` against PostgreSQL
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown node:node /data
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
COPY --chown=node:node server ./server
COPY --chown=node:node contract ./contract
# the demo content's certificate drawings are read from public/ when an empty database is seeded
COPY --chown=node:node public ./public
USER node
VOLUME ["/data"]
EXPOSE 3000
# the server finishes the requests in flight on SIGTERM (SHUTDOWN_GRACE_SECONDS, 10 s by default);
# give it that long before a kill: docker stop --time 15, compose's stop_grace_period
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/index.ts"]
