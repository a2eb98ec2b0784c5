import { invoices } from "@tronc/db";
import {
  assertCanChangeInvoiceState,
  assertDate,
  assertInvoiceHeaderEditable,
  assertInvoiceTransition,
  domainError,
  INVOICE_PAYMENT_DELAYS,
  type InvoiceState,
  isInvoiceLocked,
  lockedFieldError,
  type PaymentDelay,
  parseDeliveryAddress,
  parseInvoiceAddress,
  parseInvoiceHeadName,
  parseInvoiceTitle,
  parseOperationCategory,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { type FilesServiceContext, inTransaction, type ServiceContext } from "../../shared/context";
import { renderAfterCommit } from "../../shared/issued-pdfs/background";
import { sanitizeRichText } from "../../shared/rich-text";
import { versionedUpdate } from "../../shared/versioned-update";
import { refreshInvoiceSearchText } from "../search-text";
import { validateInvoice } from "../validation";
import { INVOICE_RECORD, lockInvoice } from "./rows";
import { getInvoice, type InvoiceDetail } from "./view";

/** The edit page's save; absent keeps a field, null clears a text. */
export interface InvoiceUpdate {
  id: number;
  /** The version the screen read: a save based on an older one is refused (409). */
  version: number;
  title?: string | null | undefined;
  invoiceHeadName?: string | null | undefined;
  invoiceAddress?: string | null | undefined;
  deliveryAddress?: string | null | undefined;
  comment?: string | null | undefined;
  internalComment?: string | null | undefined;
  paymentMode?: number | string | null | undefined;
  invoiceDate?: string | undefined;
  serviceDate?: string | null | undefined;
  operationCategory?: string | undefined;
  state?: InvoiceState | undefined;
  /** The confirmation switch, needed to go from CREATED to VALIDATED. */
  confirmed?: boolean | undefined;
  /** Never changed by a save (chosen at creation): refused when it differs. */
  companyId?: number | undefined;
  triangleCompanyId?: number | undefined;
}

/** The edit screen turns a missing payment mode into 0; only 0, 30, 45 and 60 days are offered. */
export function parseInvoicePaymentMode(value: number | string | null): PaymentDelay {
  const delay = value === null || value === "" ? 0 : Number(value);
  if (!INVOICE_PAYMENT_DELAYS.includes(delay as PaymentDelay)) {
    throw domainError(
      "INVOICE_PAYMENT_MODE_INVALID",
      "invalid",
      { value: String(value) },
      { field: "paymentMode" },
    );
  }
  return delay as PaymentDelay;
}

function parseHeader(input: InvoiceUpdate) {
  const has = <K extends keyof InvoiceUpdate>(key: K) => input[key] !== undefined;
  return {
    ...(has("title") ? { title: parseInvoiceTitle(input.title) } : {}),
    ...(has("invoiceHeadName") ? { invoiceHeadName: parseInvoiceHeadName(input.invoiceHeadName) } : {}),
    ...(has("invoiceAddress") ? { invoiceAddress: parseInvoiceAddress(input.invoiceAddress) } : {}),
    ...(has("deliveryAddress") ? { deliveryAddress: parseDeliveryAddress(input.deliveryAddress) } : {}),
    ...(has("comment") ? { comment: sanitizeRichText(input.comment ?? "") } : {}),
    ...(has("internalComment") ? { internalComment: (input.internalComment ?? "").trim() } : {}),
    ...(has("paymentMode") ? { paymentMode: parseInvoicePaymentMode(input.paymentMode ?? null) } : {}),
    ...(input.invoiceDate === undefined ? {} : { invoiceDate: assertDate(input.invoiceDate) }),
    ...(input.serviceDate === undefined
      ? {}
      : {
          serviceDate:
            input.serviceDate === null || input.serviceDate === "" ? null : assertDate(input.serviceDate),
        }),
    ...(input.operationCategory === undefined
      ? {}
      : { operationCategory: parseOperationCategory(input.operationCategory) }),
  };
}

/**
 * While CREATED every header field changes; once validated only the internal comment and the state
 * (VALIDATED ↔ SEND; PAID only once nothing is left). CREATED → VALIDATED needs the confirmation and
 * an accountant, and numbers the invoice in this same transaction.
 */
export async function updateInvoice(
  ctx: ServiceContext & Partial<FilesServiceContext>,
  input: InvoiceUpdate,
): Promise<InvoiceDetail> {
  const header = parseHeader(input);
  const numbered = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const invoice = await lockInvoice(tx, input.id);
    const changes = Object.fromEntries(
      Object.entries(header).filter(([key, value]) => invoice[key as keyof typeof header] !== value),
    );
    // Checked first (a refusal below rolls the write back): a stale save is told so, even with nothing
    // to change, rather than refused by the rules of a state it did not see. The version always moves.
    await versionedUpdate(txCtx, INVOICE_RECORD, {
      id: input.id,
      version: input.version,
      values: changes,
      before: invoice,
    });
    const locked = isInvoiceLocked(invoice.state);
    if (input.companyId !== undefined && input.companyId !== invoice.companyId) {
      throw lockedFieldError("invoice", "company", locked);
    }
    if (input.triangleCompanyId !== undefined && input.triangleCompanyId !== invoice.triangleCompanyId) {
      throw lockedFieldError("invoice", "triangleCompany", locked);
    }
    assertInvoiceHeaderEditable(invoice.state, Object.keys(changes));
    const nextState = input.state ?? invoice.state;
    if (nextState !== invoice.state) {
      assertCanChangeInvoiceState(ctx.user);
      assertInvoiceTransition(invoice.state, nextState, {
        confirmed: input.confirmed ?? false,
        amountLeftCents: invoice.amountLeftCents,
      });
    }
    if ("title" in changes || "invoiceHeadName" in changes) await refreshInvoiceSearchText(tx, input.id);
    if (nextState === invoice.state) return null;
    if (nextState === "STATE_VALIDATED" && invoice.state === "STATE_CREATED") {
      return validateInvoice(tx, input.id, { userId: ctx.user.id, now: ctx.now });
    }
    await tx.update(invoices).set({ state: nextState }).where(eq(invoices.id, input.id));
    await logChanges(tx, { type: "invoice", id: input.id }, ctx.user.id, [
      { field: "state", from: invoice.state, to: nextState },
    ]);
    return null;
  });
  if (numbered) await renderAfterCommit(ctx, { kind: "invoice", id: input.id, reference: numbered });
  return getInvoice(ctx, { id: input.id });
}
