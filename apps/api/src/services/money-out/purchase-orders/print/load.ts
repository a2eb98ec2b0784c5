import { addresses, type DbOrTx, quotationExpenses, suppliers, triangleCompanies } from "@tronc/db";
import { type InvoiceParties, toParisDate } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { FileStorage } from "../../../../files/storage/storage";
import { loadInvoiceParties } from "../../../billing/edit/parties";
import { loadPurchases, type PurchaseView } from "../../../proposals/purchases/views";
import { addressLines, addressOf } from "../../../shared/document-pdf/address";
import { accentOf, firstLogoOf, logoDataUrl } from "../../../shared/document-pdf/logo";
import { loadPurchaseOrderRow, projectOfOrder } from "../view";

/** Everything the purchase order's PDF prints, read in one go. */
export interface PurchaseOrderPrint {
  reference: string;
  /** The order's creation day in Paris. */
  orderDate: string;
  quotationReference: string;
  seller: InvoiceParties["seller"];
  supplier: { name: string; addressLines: string[]; siret: string | null };
  purchase: PurchaseView;
  project: { name: string; deliveryDate: string | null } | null;
  accent: string;
  logo: string | null;
}

/** The order, its issuer (the group company), supplier, purchase and project; null for an unknown id. */
export async function loadPurchaseOrderPrint(
  db: DbOrTx,
  storage: FileStorage,
  orderId: number,
): Promise<PurchaseOrderPrint | null> {
  const row = await loadPurchaseOrderRow(db, orderId);
  if (!row) return null;
  const { order } = row;
  const [[supplier], [look], [purchase], project, parties] = await Promise.all([
    db
      .select({
        name: suppliers.name,
        siret: suppliers.siret,
        address: addresses.address,
        complement: addresses.complement,
        postalCode: addresses.postalCode,
        city: addresses.city,
      })
      .from(suppliers)
      .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
      .where(eq(suppliers.id, order.supplierId)),
    db
      .select({ color: triangleCompanies.color, logo: firstLogoOf(triangleCompanies.id) })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, order.triangleCompanyId)),
    loadPurchases(db, eq(quotationExpenses.id, order.quotationExpenseId)),
    projectOfOrder(db, order, row.leadId),
    // The seller part is the group company as it is now (an order is not an invoice: nothing frozen).
    loadInvoiceParties(db, {
      triangleCompanyId: order.triangleCompanyId,
      companyId: row.companyId,
      invoiceHeadName: "",
      invoiceAddress: "",
    }),
  ]);
  if (!supplier || !look || !purchase) return null;
  return {
    reference: order.reference,
    orderDate: toParisDate(order.createdAt),
    quotationReference: row.quotation.reference,
    seller: parties.seller,
    supplier: { name: supplier.name, addressLines: addressLines(addressOf(supplier)), siret: supplier.siret },
    purchase,
    project,
    accent: accentOf(look.color),
    logo: await logoDataUrl(storage, look.logo),
  };
}
