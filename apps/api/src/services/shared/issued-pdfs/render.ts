import type { DbOrTx } from "@tronc/db";
import type { FileStorage } from "../../../files/storage/storage";
import { invoicePdfBytes } from "../../billing/print/invoice-pdf";
import { creditPdfBytes } from "../../money-in/credits/print/credit-pdf";
import type { IssuedDocument } from "./background";

/** Renders and keeps a numbered document's PDF (nothing is rendered when it is already kept). */
export function renderIssuedPdf(
  printCtx: { db: DbOrTx; storage: FileStorage },
  document: IssuedDocument,
): Promise<Buffer> {
  const { kind, id, reference } = document;
  return kind === "invoice"
    ? invoicePdfBytes(printCtx, { id, reference })
    : creditPdfBytes(printCtx, { id, reference });
}
