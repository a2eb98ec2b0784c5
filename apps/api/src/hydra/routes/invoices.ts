import { centsToEuroNumber, decimalToNumber, domainError, isInvoiceLocked, toDecimal } from "@tronc/domain";
import { z } from "zod";
import type { InvoiceSummary } from "../../services/invoicing/edit/list";
import type { InvoiceDetail } from "../../services/invoicing/edit/view";
import type { PaymentView } from "../../services/payments/view";
import type { AppCaller } from "../../trpc/caller";
import { bool, date, hydraBody, number, ref, refs, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import { type HydraRoute, idParam } from "../route";
import {
  assertReadOnlyUnchanged,
  readOnlyDocumentBody,
  sendsReadOnlyField,
} from "./document-read-only-fields";
import { invoiceLineMember } from "./invoice-lines";
import { invoicePaymentWire } from "./invoice-payment-wire";
import { vatDetailWire } from "./vat-detail-wire";

const percent = (value: string) => decimalToNumber(toDecimal(value));
/** The edit view and the invoice's recorded payments ('Liste des règlements'), by date. */
type InvoiceItem = InvoiceDetail & { payments: readonly PaymentView[] };

/** Reads the payments through the by-invoice service: one more query per answer. */
const withPayments = async (caller: AppCaller, invoice: InvoiceDetail): Promise<InvoiceItem> => ({
  ...invoice,
  payments: await caller.invoicePayment.byInvoice({ invoiceId: invoice.id }),
});

/** An invoice just made (POST, duplicate) has no payment yet: nothing to read. */
const withoutPayments = (invoice: InvoiceDetail): InvoiceItem => ({ ...invoice, payments: [] });

/**
 * Spec §3 Invoice; the edit view adds its lines, quotations, deductions, payments (the members of
 * /compta/invoice_payments) and the permission flags.
 */
export const invoiceWire = wireType("Invoice", PATHS.invoices, (invoice: InvoiceSummary | InvoiceItem) => ({
  id: invoice.id,
  reference: invoice.reference,
  type: invoice.type,
  state: invoice.state,
  title: invoice.title,
  invoiceHeadName: invoice.invoiceHeadName,
  invoiceAddress: invoice.invoiceAddress,
  comment: invoice.comment,
  internalComment: invoice.internalComment,
  createdAt: invoice.createdAt,
  invoiceDate: invoice.invoiceDate,
  eligibleAt: invoice.eligibleAt,
  paymentMode: invoice.paymentMode,
  advance: percent(invoice.advancePercent),
  advanceAmount: centsToEuroNumber(invoice.advanceAmountCents),
  restAmount: centsToEuroNumber(invoice.amountLeftCents),
  totalHT: centsToEuroNumber(invoice.totalHtCents),
  totalTVA: centsToEuroNumber(invoice.totalTvaCents),
  totalTTC: centsToEuroNumber(invoice.totalTtcCents),
  detailTVA: invoice.detailTva.map(vatDetailWire),
  paidAt: invoice.paidAt,
  triangleCompany: {
    "@id": iri(PATHS.triangleCompanies, invoice.triangleCompany.id),
    ...invoice.triangleCompany,
  },
  company: invoice.company,
  ...("lines" in invoice
    ? {
        deliveryAddress: invoice.deliveryAddress,
        serviceDate: invoice.serviceDate,
        operationCategory: invoice.operationCategory,
        leadsName: invoice.leadNames.join(", "),
        createdBy: invoice.createdBy,
        invoiceTriangleProducts: invoice.lines.map(invoiceLineMember),
        quotations: invoice.quotations.map((quotation) => ({
          "@id": iri(PATHS.quotations, quotation.id),
          id: quotation.id,
          reference: quotation.reference,
          title: quotation.title,
          totalTTC: centsToEuroNumber(quotation.totalTtcCents),
          amountBilled: centsToEuroNumber(quotation.billedCents),
        })),
        deductions: invoice.deductions.map((deduction) => ({
          "@id": iri(PATHS.invoices, deduction.id),
          reference: deduction.displayReference,
          invoiceDate: deduction.invoiceDate,
          totalTTC: centsToEuroNumber(deduction.totalTtcCents),
        })),
        payments: invoice.payments.map(invoicePaymentWire.member),
        isDuplicated: invoice.isDuplicated,
        contentSha256: invoice.contentSha256,
        selectableStates: invoice.selectableStates,
        canEditLines: invoice.canEditLines,
        canDelete: invoice.canDelete,
      }
    : {}),
}));

/** The header a draft's edit screen saves: the POST takes it too (a new invoice is a draft). */
const headerFields = {
  title: text(1_000),
  invoiceHeadName: text(1_000),
  invoiceAddress: text(1_000),
  deliveryAddress: text(1_000),
  comment: text(50_000),
  internalComment: text(50_000),
  paymentMode: number(),
  invoiceDate: date(),
  serviceDate: date(),
  operationCategory: text(20),
};
const headerBody = hydraBody(headerFields);

const undefinedIfNull = <T>(value: T | null | undefined) => (value === null ? undefined : value);

/** The header as the update procedure reads it (a date-time sent for the invoice's date: its day). */
const headerInput = ({ invoiceDate, operationCategory, ...fields }: typeof headerBody._output) => ({
  ...fields,
  invoiceDate: undefinedIfNull(invoiceDate)?.slice(0, 10),
  operationCategory: undefinedIfNull(operationCategory),
});

/**
 * The edit save. The old client's `eligibleAt` and `createdAt` are read-only here (the due date is set
 * at validation, the creation instant never changes) and are ignored, as are the list-level fields;
 * CREATED → VALIDATED needs `confirm: true` (the confirmation switch).
 */
const invoiceUpdateBody = hydraBody({
  ...headerFields,
  state: text(20),
  confirm: bool(),
  // never changed by a save: refused when they differ (the service for the parties)
  company: ref(PATHS.companies),
  triangleCompany: ref(PATHS.triangleCompanies),
  ...readOnlyDocumentBody,
});

/**
 * The list-level save ('add an invoice'): a deposit or partial invoice bills one quotation by the
 * `advance` percent (the advance modal); TYPE_SOLD is the creation modal over the chosen quotations.
 * `state` is ignored: a new invoice is always a draft. The header sent is saved on that draft.
 */
const invoiceCreateBody = hydraBody({
  type: z.enum(["TYPE_ADVANCE", "TYPE_MONTHLY", "TYPE_SOLD"], {
    error: "le type doit être TYPE_ADVANCE, TYPE_MONTHLY ou TYPE_SOLD.",
  }),
  company: requiredRef(PATHS.companies),
  triangleCompany: requiredRef(PATHS.triangleCompanies),
  quotations: refs(PATHS.quotations),
  state: text(20),
  advance: z.union([z.number(), z.string().max(40, { error: "40 caractères au plus." })]).nullish(),
  ...headerFields,
});

const INVOICE_STATES = ["STATE_CREATED", "STATE_VALIDATED", "STATE_SEND", "STATE_PAID"] as const;
type WireState = (typeof INVOICE_STATES)[number];

export const invoiceRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: invoiceWire,
    lists: [
      {
        call: (caller, req) =>
          caller.invoice.list({ page: req.query.page(), pageSize: req.query.maxResults(120, 500) }),
      },
    ],
    create: {
      body: invoiceCreateBody,
      call: async (caller, { type, company, triangleCompany, quotations, state: _, advance, ...header }) => {
        const quotationIds = quotations ?? [];
        const [quotationId] = quotationIds;
        const { invoiceId } =
          type === "TYPE_SOLD" || quotationId === undefined
            ? await caller.quotationBilling.create({
                triangleCompanyId: triangleCompany,
                companyId: company,
                quotationIds,
              })
            : await caller.quotationBilling.bill({ quotationId, type, percent: advance });
        const invoice = Object.values(header).some((value) => value !== undefined)
          ? await caller.invoice.update({ id: invoiceId, ...headerInput(header) })
          : await caller.invoice.get({ id: invoiceId });
        // A deposit or partial invoice is the quotation's: a client or issuer sent otherwise is refused, not ignored.
        if (invoice.company.id !== company || invoice.triangleCompany.id !== triangleCompany) {
          const reference = invoice.quotations[0]?.reference ?? "";
          throw domainError("BILLING_QUOTATION_OTHER_PARTY", "rule", { reference }, { field: "company" });
        }
        return withoutPayments(invoice);
      },
      atomic: true,
    },
    get: async (caller, id) => withPayments(caller, await caller.invoice.get({ id })),
    update: {
      body: invoiceUpdateBody,
      call: async (caller, id, { confirm, state, company, triangleCompany, ...wire }) => {
        const { reference, type, totalHT, totalTVA, totalTTC, ...header } = wire;
        const readOnly = { reference, type, totalHT, totalTVA, totalTTC };
        if (sendsReadOnlyField(readOnly)) {
          const stored = await caller.invoice.get({ id });
          assertReadOnlyUnchanged(
            "invoice",
            { ...stored, validated: isInvoiceLocked(stored.state) },
            readOnly,
          );
        }
        return withPayments(
          caller,
          await caller.invoice.update({
            id,
            ...headerInput(header),
            companyId: undefinedIfNull(company),
            triangleCompanyId: undefinedIfNull(triangleCompany),
            // An unknown state is refused in French by the procedure's input.
            state: (undefinedIfNull(state) as WireState | undefined) ?? undefined,
            confirmed: confirm,
          }),
        );
      },
    },
    delete: (caller, id) => caller.invoice.delete({ id }),
  }),
  {
    method: "GET",
    path: `${PATHS.invoicesDuplicate}/:invoice/:quotation`,
    handle: async (caller, req) => {
      const { id } = await caller.invoice.duplicate({
        invoiceId: idParam(req, "invoice"),
        quotationId: idParam(req, "quotation"),
        title: req.query.string("title"),
      });
      return invoiceWire.item(withoutPayments(await caller.invoice.get({ id })));
    },
  },
];
