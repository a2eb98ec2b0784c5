import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const ACCOUNTING_GLOBAL_PATH = "/admin/global";

/** GET /admin/global: the accounting follow-up as JSON, or with export=true its Excel file. */
export function registerAccountingGlobal(_app: FastifyInstance, _contextFor: ContextFactory): void {}
