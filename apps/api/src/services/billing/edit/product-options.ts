import {
  type IssuerProductOption,
  issuerProductOptions,
} from "../../catalogue/group-products/issuer-products";
import type { ServiceContext } from "../../shared/context";
import { findInvoice } from "./rows";

export type InvoiceProductOption = IssuerProductOption;

/** The new-line selector: the enabled catalogue products the invoice's issuer sells, by name. */
export async function invoiceProductOptions(
  ctx: ServiceContext,
  { invoiceId }: { invoiceId: number },
): Promise<InvoiceProductOption[]> {
  const invoice = await findInvoice(ctx.db, invoiceId);
  return issuerProductOptions(ctx.db, invoice.triangleCompanyId);
}
