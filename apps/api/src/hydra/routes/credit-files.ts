import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const PRINT_CREDIT_PATH = "/admin/print_credit";
export const EXPORT_CREDIT_XLS_PATH = "/admin/export-credit-xls";

/** `/admin/print_credit/{id}` and the credit list's Excel export (helper H2): to come. */
export function registerCreditFiles(_app: FastifyInstance, _contextFor: ContextFactory): void {}
