# The site as one image: the production build, its production dependencies, and the process
# supervisor (bin/cluster.js: WEB_CONCURRENCY web processes on one port plus one scheduled-jobs
# worker). Configuration comes from the environment (see .env.example and docs/deploy.md).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and sharp ship prebuilt binaries; the toolchain is there for a platform
# without one
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node ace codegen && node ace build

FROM node:24-bookworm-slim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/build ./
RUN npm ci --omit=dev --no-audit --no-fund && apt-get purge -y python3 make g++ \
  && apt-get autoremove -y && mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3333 \
    SQLITE_PATH=/data/db.sqlite3 \
    STORAGE_PATH=/data/storage
USER node
EXPOSE 3333
VOLUME ["/data"]
# Migrations first (they are idempotent and ship the product content), then the supervisor
CMD ["sh", "-c", "node ace migration:run --force && exec node bin/cluster.js"]
