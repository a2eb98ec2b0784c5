import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../http/stream-export";
import { type CollectionFilters, collectionFilters } from "../../routers/payment-collection.schemas";
import { collectionConditions } from "../../services/payments/collections/conditions";
import { writeCollectionsWorkbook } from "../../services/payments/collections/xlsx";
import type { QueryReader } from "../query";
import type { ContextFactory } from "../register";
import { collectionFiltersFromQuery } from "./payment-collections";

export const EXPORT_COLLECTIONS_XLS_PATH = "/admin/invoice-payment-collection-excel";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The table's own filters, checked the table's way (a bad one is a 400 before the first byte). */
function exportFilters(query: QueryReader): CollectionFilters {
  const filters = collectionFilters.parse(collectionFiltersFromQuery(query));
  collectionConditions(filters);
  return filters;
}

/** The customer collections' Excel export: the table's filters, every payment matching, streamed. */
export function registerPaymentCollectionFiles(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: EXPORT_COLLECTIONS_XLS_PATH,
    summary: "Exporte en Excel les encaissements clients du tableau (ses filtres)",
    contentType: XLSX,
    filename: (now) => `encaissements-${toParisDate(now)}.xlsx`,
    // Lead's decision for the money-in exports: accounting or super admins.
    roles: ["finance"],
    parse: exportFilters,
    write: (ctx, filters, output) => writeCollectionsWorkbook(ctx.db, filters, output),
  });
}
