# Cairn in a container: `docker build -t cairn .` then `docker run -p 3000:3000 -v cairn-data:/data cairn`
# (embedded PostgreSQL under /data), or `docker compose up` with a PostgreSQL server (compose.yaml).

# Build stage: the whole workspace, dev dependencies included (Vite, esbuild).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# Runtime stage: the server bundle, the built web app and the two packages the bundle loads from
# node_modules (PGlite finds its WASM files next to itself; argon2 is a native addon). Nothing else.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/node_modules/@electric-sql node_modules/@electric-sql
COPY --from=build /app/node_modules/@node-rs node_modules/@node-rs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/-/readiness').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.mjs"]
