import { recommendations } from "@tronc/db";
import { eq } from "drizzle-orm";
import {
  countRows,
  loadRows,
  type QuotationListItem,
  toListItem,
} from "../../../services/billing/quotations/rows";
import type { ServiceContext } from "../../../services/shared/context";
import { type Page, paginate } from "../../../services/shared/paginate";
import type { ClientDocumentsInput } from "./contract";
import { assertClientExists } from "./reporting";

/**
 * The client sheet's 'Devis' tab: the client's quotations in every state, newest first, as the
 * accounting quotation list shows them. A quotation's client is its recommendation's company (the
 * accounting list has no client filter of its own).
 */
export async function clientQuotations(
  { db }: Pick<ServiceContext, "db">,
  input: ClientDocumentsInput,
): Promise<Page<QuotationListItem>> {
  await assertClientExists(db, input.companyId);
  const where = eq(recommendations.companyId, input.companyId);
  return paginate(input, {
    count: (limit) => countRows(db, where, limit),
    rows: (limit, offset) => loadRows(db, where, limit, offset),
    map: (rows) => rows.map(toListItem),
  });
}
