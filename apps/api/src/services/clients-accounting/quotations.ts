import { recommendations } from "@tronc/db";
import { eq } from "drizzle-orm";
import type { ClientDocumentsInput } from "../../modules/money-in/client-accounting/contract";
import { countRows, loadRows, type QuotationListItem, toListItem } from "../invoicing/quotations/rows";
import type { ServiceContext } from "../shared/context";
import { type Page, paginate } from "../shared/paginate";
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
