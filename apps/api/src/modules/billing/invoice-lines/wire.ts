import { PATHS } from "../../../hydra/paths";
import { documentLineResource } from "../../../hydra/routes/document-lines-routes";
import type { InvoiceLineView } from "../../../services/billing/edit/view";

/** Typed by hand: its rows ask the app router's procedures, and the app router holds this module. */
type InvoiceLineRows = ReturnType<typeof documentLineResource<InvoiceLineView>>;

/**
 * An invoice line: euros on the wire, the invoice and the catalogue product as IRIs; its POST, PUT and
 * DELETE as the credit notes' lines have them (the shared document line rows).
 */
export const invoiceLineRows: InvoiceLineRows = documentLineResource({
  type: "InvoiceTriangleProduct",
  path: PATHS.invoiceLines,
  document: { member: "invoice", path: PATHS.invoices, idOf: (line: InvoiceLineView) => line.invoiceId },
  create: (caller, { documentId, ...line }) => caller.invoiceLine.create({ ...line, invoiceId: documentId }),
  update: (caller, id, changes) => caller.invoiceLine.update({ id, ...changes }),
  delete: (caller, id) => caller.invoiceLine.delete({ id }),
});

/** A line as the invoice's `invoiceTriangleProducts` shows it. */
export const invoiceLineMember = invoiceLineRows.member;
