import { centsToEuroNumber, isCreditLocked, PAYMENT_MODE_LABELS, PAYMENT_TYPE_LABELS } from "@tronc/domain";
import type { CreditSummary } from "../../services/credits/summaries";
import type { CreditDetail, CreditUseView } from "../../services/credits/view";
import { bool, date, hydraBody, requiredRef, setRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { bodyRoute, hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";
import { creditLineMember } from "./credit-lines";
import {
  assertReadOnlyUnchanged,
  readOnlyDocumentBody,
  sendsReadOnlyField,
} from "./document-read-only-fields";
import { vatDetailWire } from "./vat-detail-wire";

/** A payment drawn on the credit (its allocation ledger), as spec §3 Payment names its fields. */
const useWire = (use: CreditUseView) => ({
  "@id": iri(PATHS.invoicePayments, use.paymentId),
  "@type": "InvoicePayment",
  id: use.paymentId,
  amount: centsToEuroNumber(use.amountCents),
  paymentType: use.paymentType,
  paymentMode: use.paymentMode,
  paymentTypeTrad: PAYMENT_TYPE_LABELS[use.paymentType],
  paymentModeTrad: PAYMENT_MODE_LABELS[use.paymentMode],
  paidAt: use.paidAt,
  invoice: {
    "@id": iri(PATHS.invoices, use.invoice.id),
    id: use.invoice.id,
    reference: use.invoice.reference,
  },
});

/**
 * Spec §3 Credit note. `createdAt` is the credit's date (the one the old edit screen changes);
 * `creationDate` is when the row was made. The edit view adds its lines, its uses and the flags.
 */
export const creditWire = wireType("Credit", PATHS.credits, (credit: CreditSummary | CreditDetail) => ({
  id: credit.id,
  reference: credit.reference,
  state: credit.state,
  title: credit.title,
  comment: credit.comment,
  createdAt: credit.creditDate,
  creationDate: credit.createdAt,
  createdBy: credit.createdBy ? iri(PATHS.users, credit.createdBy.id) : null,
  creatorFullname: credit.createdBy?.fullname ?? "",
  triangleCompany: {
    "@id": iri(PATHS.triangleCompanies, credit.triangleCompany.id),
    ...credit.triangleCompany,
  },
  triangleCompanyName: credit.triangleCompany.name,
  company: { "@id": iri(PATHS.companies, credit.company.id), ...credit.company },
  companyName: credit.company.name,
  invoice: credit.invoice ? { "@id": iri(PATHS.invoices, credit.invoice.id), ...credit.invoice } : null,
  invoiceHeadName: credit.invoiceHeadName,
  invoiceAddress: credit.invoiceAddress,
  totalHT: centsToEuroNumber(credit.totalHtCents),
  totalTVA: centsToEuroNumber(credit.totalTvaCents),
  totalTTC: centsToEuroNumber(credit.totalTtcCents),
  detailTVA: credit.detailTva.map(vatDetailWire),
  restAmount: centsToEuroNumber(credit.amountLeftCents),
  ...("lines" in credit
    ? {
        displayReference: credit.displayReference,
        creditTriangleProducts: credit.lines.map(creditLineMember),
        invoicePayments: credit.uses.map(useWire),
        contentSha256: credit.contentSha256,
        selectableStates: credit.selectableStates,
        canEditLines: credit.canEditLines,
        canChangeParties: credit.canChangeParties,
        canDelete: credit.canDelete,
        canValidate: credit.canValidate,
      }
    : {}),
}));

const CREDIT_STATES = [
  "CREDIT_STATE_CREATED",
  "CREDIT_STATE_VALIDATED",
  "CREDIT_STATE_PARTIALY_USED",
  "CREDIT_STATE_USED",
] as const;
type WireState = (typeof CREDIT_STATES)[number];

/** The header of a draft credit note, as its edit screen saves it; `createdAt` is the credit's date. */
const headerFields = {
  title: text(1_000),
  comment: text(50_000),
  invoiceHeadName: text(1_000),
  invoiceAddress: text(1_000),
  createdAt: date(),
};

const headerBody = hydraBody(headerFields);

const undefinedIfNull = <T>(value: T | null | undefined) => (value === null ? undefined : value);

/** The header as the update procedure reads it: '2026-11-20T00:00:00+01:00' from the old client is its day. */
const headerInput = ({ createdAt, ...fields }: typeof headerBody._output) => ({
  ...fields,
  creditDate: undefinedIfNull(createdAt)?.slice(0, 10),
});

/** 'Ajouter un avoir': issuer and client as IRIs or ids; the header sent is saved on the new draft. */
const creditCreateBody = hydraBody({
  company: requiredRef(PATHS.companies),
  triangleCompany: requiredRef(PATHS.triangleCompanies),
  ...headerFields,
});

/**
 * The edit save: id, comment, title, state, createdAt (the credit's date) and the confirmation switch
 * (`confirmed`, or `confirm` as the invoice shim reads it); billing name and address, issuer and
 * client too. The old client PUTs fields back unchanged: only a real change counts.
 */
const creditUpdateBody = hydraBody({
  ...headerFields,
  triangleCompany: setRef(PATHS.triangleCompanies),
  company: setRef(PATHS.companies),
  state: text(40),
  confirmed: bool(),
  confirm: bool(),
  ...readOnlyDocumentBody,
});

/** 'Créer un avoir sur cette facture': the invoice as an IRI or an id. */
const creditFromInvoiceBody = hydraBody({ invoice: requiredRef(PATHS.invoices) });

export const creditRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: creditWire,
    lists: [
      {
        call: (caller, req) =>
          caller.credit.list({ page: req.query.page(), pageSize: req.query.maxResults(50, 500) }),
      },
    ],
    create: {
      body: creditCreateBody,
      call: async (caller, { triangleCompany, company, ...header }) => {
        const { id } = await caller.credit.create({ triangleCompanyId: triangleCompany, companyId: company });
        return Object.values(header).some((value) => value !== undefined)
          ? caller.credit.update({ id, ...headerInput(header) })
          : caller.credit.get({ id });
      },
      atomic: true,
    },
    get: (caller, id) => caller.credit.get({ id }),
    update: {
      body: creditUpdateBody,
      call: async (caller, id, { state, confirmed, confirm, triangleCompany, company, ...wire }) => {
        const { reference, type, totalHT, totalTVA, totalTTC, ...header } = wire;
        const readOnly = { reference, type, totalHT, totalTVA, totalTTC };
        if (sendsReadOnlyField(readOnly)) {
          const stored = await caller.credit.get({ id });
          assertReadOnlyUnchanged("credit", { ...stored, validated: isCreditLocked(stored.state) }, readOnly);
        }
        return caller.credit.update({
          id,
          ...headerInput(header),
          triangleCompanyId: triangleCompany,
          companyId: company,
          // An unknown state is refused in French by the procedure's input.
          state: undefinedIfNull(state) as WireState | undefined,
          confirmed: confirmed ?? confirm,
        });
      },
    },
    delete: (caller, id) => caller.credit.delete({ id }),
  }),
  bodyRoute({
    method: "POST",
    path: PATHS.creditsFromInvoice,
    body: creditFromInvoiceBody,
    call: async (caller, { invoice }) => {
      const { id } = await caller.credit.createFromInvoice({ invoiceId: invoice });
      return creditWire.item(await caller.credit.get({ id }));
    },
  }),
];
