import { appRouter } from "./app-router";
import type { Context } from "./context";
import { createCallerFactory } from "./trpc";

export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
export const callerFor = (ctx: Context): AppCaller => createCaller(ctx);
