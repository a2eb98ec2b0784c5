import type { InvoiceLineView } from "../../services/invoicing/edit/view";
import { PATHS } from "../paths";
import type { HydraRoute } from "../route";
import { documentLineResource } from "./document-lines-routes";

/** An invoice line: euros on the wire, the invoice and the catalogue product as IRIs. */
const invoiceLines = documentLineResource({
  type: "InvoiceTriangleProduct",
  path: PATHS.invoiceLines,
  document: { member: "invoice", path: PATHS.invoices, idOf: (line: InvoiceLineView) => line.invoiceId },
  create: (caller, { documentId, ...line }) => caller.invoiceLine.create({ ...line, invoiceId: documentId }),
  update: (caller, id, changes) => caller.invoiceLine.update({ id, ...changes }),
  delete: (caller, id) => caller.invoiceLine.delete({ id }),
});

export const invoiceLineMember = invoiceLines.member;

/** /compta/invoice_triangle_products (POST, PUT, DELETE): the lines of a draft invoice. */
export const invoiceLineRoutes: HydraRoute[] = invoiceLines.routes;
