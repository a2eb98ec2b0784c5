export { buildServer, type ServerOptions } from "./server";
export type { AppRouter } from "./trpc/app-router";
