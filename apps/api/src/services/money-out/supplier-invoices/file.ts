import { assertCanEditSupplierInvoice } from "@tronc/domain";
import type { FilesServiceContext } from "../../shared/context";
import { updateSupplierInvoice } from "./update";
import type { SupplierInvoiceDetail } from "./view";

/** Attaches the PDF uploaded through POST /compta/supplier-invoice/pdf (a previous one is deleted). */
export function attachSupplierInvoiceFile(
  ctx: FilesServiceContext,
  input: { id: number; fileId: number },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  return updateSupplierInvoice(ctx, { id: input.id, fileId: input.fileId });
}

/**
 * 'Êtes-vous sûr de vouloir effacer cette facture fournisseur ?' (the web asks): the invoice lets go
 * of its PDF, whose row and stored bytes are deleted; the invoice is incomplete again.
 */
export function removeSupplierInvoiceFile(
  ctx: FilesServiceContext,
  input: { id: number },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  return updateSupplierInvoice(ctx, { id: input.id, fileId: null });
}
