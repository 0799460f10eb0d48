# The shop as one container image (docs/deploy.md). Two stages: the first installs every
# package and builds; the second is what runs, as the unprivileged `node` user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOADS_DIR=/uploads
WORKDIR /app
# The whole built project, development packages included: `npm run staff`, `migrate`, `backup`
# and `seed` run TypeScript through tsx, and `npm start` checks the build against the sources.
COPY --from=build --chown=node:node /app /app
# Folders for PGlite's data and the uploaded pictures, owned by the user the shop runs as (a
# named volume mounted here takes this ownership).
RUN mkdir -p /data /uploads && chown node:node /data /uploads
USER node
EXPOSE 3000
VOLUME ["/data", "/uploads"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
