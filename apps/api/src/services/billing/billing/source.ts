import {
  addresses,
  companies,
  type DbOrTx,
  quotations,
  recommendationEvents,
  recommendations,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { domainError, recommendationDeliveryRange, toCents, type VatDetail } from "@tronc/domain";
import { eq, inArray } from "drizzle-orm";
import { quotationBilledCents } from "../totals";

export interface BillingSource {
  id: number;
  reference: string;
  title: string;
  state: (typeof quotations.$inferSelect)["state"];
  triangleCompanyId: number;
  companyId: number;
  recommendationId: number;
  paymentMode: number;
  /** The quotation's own deposit percentage ('30.00'; '0.00' when it asks none). */
  advancePercent: string;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  billedCents: Cents;
}

/** A quotation with its client and what is billed on it; lock it first when about to bill. */
export async function loadBillingSource(tx: DbOrTx, quotationId: number): Promise<BillingSource> {
  const [row] = await tx
    .select({
      id: quotations.id,
      reference: quotations.reference,
      title: quotations.title,
      state: quotations.state,
      triangleCompanyId: quotations.triangleCompanyId,
      companyId: recommendations.companyId,
      recommendationId: quotations.recommendationId,
      paymentMode: quotations.paymentMode,
      advancePercent: quotations.advancePercent,
      totalHtCents: quotations.totalHtCents,
      totalTtcCents: quotations.totalTtcCents,
      detailTva: quotations.detailTva,
    })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .where(eq(quotations.id, quotationId));
  if (!row) throw domainError("QUOTATION_NOT_FOUND", "notFound", {}, { field: "quotationId" });
  return { ...row, billedCents: toCents(await quotationBilledCents(tx, quotationId)) };
}

const formatAddress = (address: typeof addresses.$inferSelect | null): string =>
  address
    ? [address.address, address.complement ?? "", `${address.postalCode} ${address.city}`.trim()]
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .join("\n")
    : "";

/**
 * The header a new invoice takes from its client: the billing name and address (the client's own,
 * else its name and postal address) and the delivery address when it differs from the billing one.
 */
export async function clientInvoiceHeader(
  tx: DbOrTx,
  companyId: number,
): Promise<{ invoiceHeadName: string; invoiceAddress: string; deliveryAddress: string }> {
  const [row] = await tx
    .select({ company: companies, address: addresses })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(eq(companies.id, companyId));
  if (!row) throw domainError("COMPANY_NOT_FOUND", "notFound", {}, { field: "companyId" });
  const postal = formatAddress(row.address).slice(0, 300);
  const billing = row.company.invoiceAddress?.trim() || postal;
  return {
    invoiceHeadName: (row.company.invoiceHeadName?.trim() || row.company.name).slice(0, 255),
    invoiceAddress: billing.slice(0, 300),
    deliveryAddress: postal !== "" && postal !== billing ? postal : "",
  };
}

/** The last day of the recommendations' deliveries (the date of the service), null without events. */
export async function serviceDateOf(
  tx: DbOrTx,
  recommendationIds: readonly number[],
): Promise<string | null> {
  if (recommendationIds.length === 0) return null;
  const events = await tx
    .select({ startAt: recommendationEvents.startAt, endAt: recommendationEvents.endAt })
    .from(recommendationEvents)
    .where(inArray(recommendationEvents.recommendationId, [...recommendationIds]));
  return recommendationDeliveryRange(events).deliveryDateEnd;
}
