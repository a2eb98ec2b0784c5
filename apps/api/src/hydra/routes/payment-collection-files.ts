import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../register";

export const EXPORT_COLLECTIONS_XLS_PATH = "/admin/invoice-payment-collection-excel";

/** The customer collections' Excel export (helper H5): to come. */
export function registerPaymentCollectionFiles(_app: FastifyInstance, _contextFor: ContextFactory): void {}
