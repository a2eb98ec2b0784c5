import { assertCanEditSupplierInvoice } from "@tronc/domain";
import type { FilesServiceContext } from "../../shared/context";
import { findSupplierInvoice } from "./rows";
import { updateSupplierInvoice } from "./update";
import type { SupplierInvoiceDetail } from "./view";

/** Attaches the PDF uploaded through POST /compta/supplier-invoice/pdf (a previous one is deleted). */
export async function attachSupplierInvoiceFile(
  ctx: FilesServiceContext,
  input: { id: number; fileId: number },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  // An action of its own, not typing of a form: it is based on the invoice as it is now.
  const { version } = await findSupplierInvoice(ctx.db, input.id);
  return updateSupplierInvoice(ctx, { id: input.id, version, fileId: input.fileId });
}

/**
 * 'Êtes-vous sûr de vouloir effacer cette facture fournisseur ?' (the web asks): the invoice lets go
 * of its PDF, whose row and stored bytes are deleted; the invoice is incomplete again.
 */
export async function removeSupplierInvoiceFile(
  ctx: FilesServiceContext,
  input: { id: number },
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  const { version } = await findSupplierInvoice(ctx.db, input.id);
  return updateSupplierInvoice(ctx, { id: input.id, version, fileId: null });
}
