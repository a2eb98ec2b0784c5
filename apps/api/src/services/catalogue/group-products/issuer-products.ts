import { type DbOrTx, triangleProductCompanies, triangleProducts, vatRates } from "@tronc/db";
import type { Cents, Unity } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";

/** A catalogue product a document's issuer sells, as the documents' new-line pickers offer it. */
export interface IssuerProductOption {
  id: number;
  name: string;
  reference: string;
  description: string;
  priceCents: Cents;
  unity: Unity;
  /** The VAT percentage as a decimal string without trailing zeros ('5.5', '20'). */
  vatRate: string;
}

const trimZeros = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

/** The enabled catalogue products of a group company, by name (quotations, invoices, credit notes). */
export async function issuerProductOptions(
  db: DbOrTx,
  triangleCompanyId: number,
): Promise<IssuerProductOption[]> {
  const rows = await db
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
        eq(triangleProductCompanies.triangleCompanyId, triangleCompanyId),
        eq(triangleProducts.isEnabled, true),
      ),
    )
    .orderBy(asc(triangleProducts.name), asc(triangleProducts.id))
    .limit(10_000);
  return rows.map((row) => ({ ...row, description: row.description ?? "", vatRate: trimZeros(row.vatRate) }));
}
