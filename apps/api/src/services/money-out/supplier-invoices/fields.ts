import { files } from "@tronc/db";
import {
  assertSupplierInvoiceAmounts,
  assertSupplierInvoiceFieldsComplete,
  domainError,
  readSupplierInvoiceAmount,
  readSupplierInvoiceDate,
  readSupplierInvoiceNumber,
  type SupplierInvoiceFieldValues,
  supplierInvoiceNumberKey,
  toCents,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { assertFilesReadable } from "../../core/files/file-access";
import type { ServiceContext } from "../../shared/context";
import type { SupplierInvoiceRow } from "./rows";

/** The fields of the creation modal and the edit form as sent: amounts in euros, typed or numbers. */
export interface SupplierInvoiceFields {
  invoiceNumber?: string | null | undefined;
  /** TTC, euros. */
  amount?: number | string | null | undefined;
  amountTva?: number | string | null | undefined;
  paymentAt?: string | null | undefined;
  invoiceReceivedAt?: string | null | undefined;
  invoiceAt?: string | null | undefined;
  comment?: string | null | undefined;
  /** A PDF uploaded through POST /compta/supplier-invoice/pdf. */
  fileId?: number | null | undefined;
}

export interface SupplierInvoiceValues extends SupplierInvoiceFieldValues {
  comment: string;
  fileId: number | null;
}

/** Reads what is sent; `current` gives the value of each absent field (undefined keeps, null clears). */
export function readSupplierInvoiceFields(
  input: SupplierInvoiceFields,
  current: SupplierInvoiceValues | null,
): SupplierInvoiceValues {
  const keep = <K extends keyof SupplierInvoiceValues>(key: K, fallback: SupplierInvoiceValues[K]) =>
    current === null ? fallback : current[key];
  return {
    invoiceNumber:
      input.invoiceNumber === undefined
        ? keep("invoiceNumber", null)
        : readSupplierInvoiceNumber(input.invoiceNumber),
    amountCents:
      input.amount === undefined
        ? keep("amountCents", null)
        : readSupplierInvoiceAmount(input.amount, "amount"),
    amountTvaCents:
      input.amountTva === undefined
        ? keep("amountTvaCents", null)
        : readSupplierInvoiceAmount(input.amountTva, "amountTva"),
    paymentAt:
      input.paymentAt === undefined
        ? keep("paymentAt", null)
        : readSupplierInvoiceDate(input.paymentAt, "paymentAt"),
    invoiceReceivedAt:
      input.invoiceReceivedAt === undefined
        ? keep("invoiceReceivedAt", null)
        : readSupplierInvoiceDate(input.invoiceReceivedAt, "invoiceReceivedAt"),
    invoiceAt:
      input.invoiceAt === undefined
        ? keep("invoiceAt", null)
        : readSupplierInvoiceDate(input.invoiceAt, "invoiceAt"),
    comment: input.comment === undefined ? keep("comment", "") : (input.comment ?? "").trim(),
    fileId: input.fileId === undefined ? keep("fileId", null) : input.fileId,
  };
}

export const valuesOfRow = (row: SupplierInvoiceRow): SupplierInvoiceValues => ({
  invoiceNumber: row.invoiceNumber,
  amountCents: row.amountCents,
  amountTvaCents: row.amountTvaCents,
  paymentAt: row.paymentAt,
  invoiceReceivedAt: row.invoiceReceivedAt,
  invoiceAt: row.invoiceAt,
  comment: row.comment,
  fileId: row.fileId,
});

/** The stored columns of the values (the number's comparison key with it). */
export const columnsOf = (values: SupplierInvoiceValues) => ({
  ...values,
  amountCents: values.amountCents === null ? null : toCents(values.amountCents),
  amountTvaCents: values.amountTvaCents === null ? null : toCents(values.amountTvaCents),
  invoiceNumberKey: values.invoiceNumber === null ? null : supplierInvoiceNumberKey(values.invoiceNumber),
});

/**
 * The rules of the values: VAT within the TTC; with a PDF attached, every field typed (at creation
 * all of them; on an edit, a field sent empty is refused while the PDF is there).
 */
export function assertSupplierInvoiceValues(
  values: SupplierInvoiceValues,
  sent: SupplierInvoiceFields | null,
): void {
  assertSupplierInvoiceAmounts(values.amountCents, values.amountTvaCents);
  if (values.fileId === null) return;
  if (sent === null) {
    assertSupplierInvoiceFieldsComplete(values);
    return;
  }
  // a field not sent is not this edit's doing: only what the edit empties is refused
  const keptOrSent = <T>(sentValue: unknown, value: T, filler: NonNullable<T>) =>
    sentValue === undefined ? (value ?? filler) : value;
  assertSupplierInvoiceFieldsComplete({
    invoiceNumber: keptOrSent(sent.invoiceNumber, values.invoiceNumber, "-"),
    amountCents: keptOrSent(sent.amount, values.amountCents, toCents(0)),
    amountTvaCents: keptOrSent(sent.amountTva, values.amountTvaCents, toCents(0)),
    paymentAt: keptOrSent(sent.paymentAt, values.paymentAt, "-"),
    invoiceReceivedAt: keptOrSent(sent.invoiceReceivedAt, values.invoiceReceivedAt, "-"),
    invoiceAt: keptOrSent(sent.invoiceAt, values.invoiceAt, "-"),
  });
}

/** A file to attach: one the user may read (else 404), and a PDF. */
export async function assertAttachablePdf(ctx: ServiceContext, fileId: number): Promise<void> {
  await assertFilesReadable(ctx, { fileIds: [fileId] });
  const [file] = await ctx.db.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, fileId));
  if (file?.mimeType !== "application/pdf")
    throw domainError("SUPPLIER_INVOICE_FILE_NOT_PDF", "invalid", {}, { field: "fileId" });
}
