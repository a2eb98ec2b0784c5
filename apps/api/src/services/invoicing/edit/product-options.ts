import { triangleProductCompanies, triangleProducts, vatRates } from "@tronc/db";
import type { Unity } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { findInvoice, trimZeros } from "./rows";

export interface InvoiceProductOption {
  id: number;
  name: string;
  reference: string;
  description: string;
  priceCents: number;
  unity: Unity;
  vatRate: string;
}

/** The new-line selector: the enabled catalogue products the invoice's issuer sells, by name. */
export async function invoiceProductOptions(
  ctx: ServiceContext,
  { invoiceId }: { invoiceId: number },
): Promise<InvoiceProductOption[]> {
  const invoice = await findInvoice(ctx.db, invoiceId);
  const rows = await ctx.db
    .select({
      id: triangleProducts.id,
      name: triangleProducts.name,
      reference: triangleProducts.reference,
      description: triangleProducts.description,
      priceCents: triangleProducts.priceCents,
      unity: triangleProducts.unity,
      vatRate: vatRates.rate,
    })
    .from(triangleProducts)
    .innerJoin(vatRates, eq(vatRates.id, triangleProducts.vatRateId))
    .innerJoin(triangleProductCompanies, eq(triangleProductCompanies.triangleProductId, triangleProducts.id))
    .where(
      and(
        eq(triangleProductCompanies.triangleCompanyId, invoice.triangleCompanyId),
        eq(triangleProducts.isEnabled, true),
      ),
    )
    .orderBy(asc(triangleProducts.name), asc(triangleProducts.id))
    .limit(10_000);
  return rows.map((row) => ({ ...row, description: row.description ?? "", vatRate: trimZeros(row.vatRate) }));
}
