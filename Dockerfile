# syntax=docker/dockerfile:1
# The XR Web Capture image: the built UI and server (plain JavaScript, no TypeScript loader), the
# production dependencies only, the XML Schemas and other run-time files inside the release, run
# as the unprivileged `node` user. The XML Schemas come from ../shared (beside the repository):
#   docker build --build-context shared=../shared -t xr-web-capture .
# or `docker compose build` (compose.yaml passes the same context). docs/operations.md has the rest.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- tools to compile the native modules (better-sqlite3, @node-rs/argon2 fall back to a build)
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app/repo
# the manifests first: the install layers stay cached while only sources change
COPY package.json package-lock.json ./
COPY schemas/package.json schemas/
COPY generated/package.json generated/
COPY codelists/package.json codelists/
COPY rules/package.json rules/
COPY fixtures/package.json fixtures/
COPY server/package.json server/
COPY ui/package.json ui/
COPY cli/package.json cli/
COPY client/package.json client/
COPY xml/package.json xml/

# ---- every dependency, then the UI and the server release
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
COPY --from=shared xsd /app/shared/xsd
RUN npm run build -w @xr/ui && npm run build -w @xr/server

# ---- the server's production dependencies only
FROM toolchain AS production-deps
RUN npm ci --omit=dev -w @xr/server --no-audit --no-fund && mkdir -p server/node_modules

# ---- the runtime image
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=/data/xr-web-capture.db \
    MAIL_OUTBOX_DIR=/data/outbox
WORKDIR /app
COPY --from=production-deps /app/repo/node_modules ./node_modules
COPY --from=production-deps /app/repo/server/node_modules ./server/node_modules
COPY --from=build /app/repo/server/package.json ./server/package.json
COPY --from=build /app/repo/server/dist ./server/dist
COPY LICENSE ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/weberfassung/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "server/dist/main.js"]
