import { domainError, formatMessage, isInvoiceLocked, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { bool, date, hydraBody, number, ref, refs, requiredRef, text } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import { type HydraRoute, idParam } from "../../../hydra/route";
import {
  assertReadOnlyUnchanged,
  readOnlyDocumentBody,
  sendsReadOnlyField,
} from "../../../hydra/routes/document-read-only-fields";
import { readOnce } from "../../../hydra/routes/read-once";
import type { InvoiceDetail } from "../../../services/billing/edit/view";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import type { InputOf } from "../../resource/contract";
import { invoiceContract } from "./contract";
import { type InvoiceItem, invoiceWire } from "./wire";

const { operations } = invoiceContract;

/** Reads the payments through the by-invoice service: one more query per answer. */
const withPayments = async (caller: AppCaller, invoice: InvoiceDetail): Promise<InvoiceItem> => ({
  ...invoice,
  payments: await caller.invoicePayment.byInvoice({ invoiceId: invoice.id }),
});

/** An invoice just made (POST, duplicate) has no payment yet: nothing to read. */
const withoutPayments = (invoice: InvoiceDetail): InvoiceItem => ({ ...invoice, payments: [] });

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
  type: z.enum(["TYPE_ADVANCE", "TYPE_MONTHLY", "TYPE_SOLD"], { error: MESSAGES.BILLING_TYPE_IN_BODY }),
  company: requiredRef(PATHS.companies),
  triangleCompany: requiredRef(PATHS.triangleCompanies),
  quotations: refs(PATHS.quotations),
  state: text(20),
  advance: z
    .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })])
    .nullish(),
  ...headerFields,
});

type WireState = NonNullable<InputOf<typeof operations.update>["state"]>;

/**
 * The POST bills quotations (asking quotationBilling) then saves the header, the GET and the PUT add
 * the invoice's payments, and both bodies are the old client's (IRIs, `confirm`, `advance`, read-only
 * fields checked): none is one operation reading the contract's input, so they are written by hand.
 */
const rowsByHand: HydraRoute[] = hydraResource({
  wire: invoiceWire,
  policies: {
    create: operations.update.policy,
    get: operations.get.policy,
    update: operations.update.policy,
  },
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
      const made = await caller.invoice.get({ id: invoiceId });
      const invoice = Object.values(header).some((value) => value !== undefined)
        ? await caller.invoice.update({ id: invoiceId, version: made.version, ...headerInput(header) })
        : made;
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
    call: async (caller, id, { confirm, state, company, triangleCompany, ...wire }, req) => {
      const { reference, type, totalHT, totalTVA, totalTTC, ...header } = wire;
      const readOnly = { reference, type, totalHT, totalTVA, totalTTC };
      const basedOn = requestedVersion(req, { type: invoiceWire.type, id });
      const stored = readOnce(() => caller.invoice.get({ id }));
      if (sendsReadOnlyField(readOnly)) {
        const current = await stored();
        assertReadOnlyUnchanged(
          "invoice",
          { ...current, validated: isInvoiceLocked(current.state) },
          readOnly,
        );
      }
      return withPayments(
        caller,
        await caller.invoice.update({
          id,
          // A client that names no version writes over the current one, as before versions existed.
          version: basedOn ?? (await stored()).version,
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
});

/** GET /api/compta/invoices-duplicate/{invoice}/{quotation}?title=…: the copy, as a new draft. */
const duplicate: HydraRoute = {
  method: "GET",
  path: `${PATHS.invoicesDuplicate}/:invoice/:quotation`,
  handle: async (caller, req) => {
    admit(req.user, operations.duplicate.policy);
    const { id } = await caller.invoice.duplicate({
      invoiceId: idParam(req, "invoice"),
      quotationId: idParam(req, "quotation"),
      title: req.query.string("title"),
    });
    return invoiceWire.item(withoutPayments(await caller.invoice.get({ id })));
  },
};

export const invoiceHydraExtra: HydraRoute[] = [...rowsByHand, duplicate];
