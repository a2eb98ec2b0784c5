import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { registerStreamExport } from "../../../http/stream-export";
import type { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import { XLSX } from "../../../hydra/routes/document-files-routes";
import { collectionConditions } from "./conditions";
import { type CollectionFilters, collectionFilters } from "./contract";
import { collectionFiltersFromQuery } from "./query";
import { writeCollectionsWorkbook } from "./xlsx";

export const EXPORT_COLLECTIONS_XLS_PATH = "/admin/invoice-payment-collection-excel";

/** The table's own filters, checked the table's way (a bad one is a 400 before the first byte). */
function exportFilters(query: QueryReader): CollectionFilters {
  const filters = collectionFilters.parse(collectionFiltersFromQuery(query));
  collectionConditions(filters);
  return filters;
}

/** The customer collections' Excel export: the table's filters, every payment matching, streamed. */
export function registerPaymentCollectionExport(app: FastifyInstance, contextFor: ContextFactory): void {
  registerStreamExport(app, contextFor, {
    path: EXPORT_COLLECTIONS_XLS_PATH,
    summary: "Exporte en Excel les encaissements clients du tableau (ses filtres)",
    contentType: XLSX,
    filename: (now) => `encaissements-${toParisDate(now)}.xlsx`,
    // Lead's decision for the money-in exports: accounting or super admins, not every reader of the table.
    roles: ["finance"],
    parse: exportFilters,
    write: (ctx, filters, output) => writeCollectionsWorkbook(ctx.db, filters, output),
  });
}
