FROM node:20-bookworm-slim
# postgresql-client: pg_dump and pg_restore 15 for `pnpm backup` and `pnpm restore` (docker compose exec app …).
RUN apt-get update && apt-get install -y --no-install-recommends chromium chromium-l10n fonts-dejavu-core postgresql-client && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @tronc/web build && pnpm --filter @tronc/api build && node scripts/build-commands.mjs
ENV CHROME_PATH=/usr/bin/chromium NODE_ENV=production HOST=0.0.0.0
EXPOSE 3000
CMD ["pnpm", "--filter", "@tronc/api", "start"]
