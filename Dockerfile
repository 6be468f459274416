# The production server: build in one stage, run the bundle with production dependencies only.
# docker build -t modura-web . && docker run -p 3000:3000 -v modura-data:/data modura-web
# (docs/operations.md: variables, PostgreSQL, several instances, health checks.)

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: the lockfile lacks other platforms' optional packages, which npm ci rejects.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# `npm run team|waitlist` run the compiled commands in build/cli through this script.
COPY --from=build /app/scripts/command.mjs ./scripts/command.mjs
# The migrations, applied at every start.
COPY --from=build /app/drizzle ./drizzle
# The embedded database and the generated auth secret live here when DATABASE_URL is unset.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM from docker stop, and shuts down gracefully.
CMD ["node", "server.js"]
