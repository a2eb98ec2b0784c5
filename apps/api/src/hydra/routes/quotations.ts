import {
  centsToEuroNumber,
  decimalToNumber,
  MAX_PICKER_PAGE_SIZE,
  toDecimal,
  type VatDetail,
} from "@tronc/domain";
import { z } from "zod";
import type { AccountingQuotationDetail } from "../../services/invoicing/quotations/detail";
import type {
  QuotationDetail,
  QuotationLineView,
  QuotationView,
} from "../../services/proposals/quotations/views";
import type { AppCaller } from "../../trpc/caller";
import { bool, hydraBody, number, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRequest, HydraRoute } from "../route";
import { lineFields, typedNumber } from "./document-lines-routes";
import { quotationSearchRoutes } from "./quotation-search";

/** 1250 cents → 12.5 euros on the wire, exactly (as the other price fields of the shim). */
const percent = (value: string) => decimalToNumber(toDecimal(value));

const lineWire = wireType("QuotationTriangleProduct", PATHS.quotationLines, (line: QuotationLineView) => ({
  id: line.id,
  triangleProduct:
    line.triangleProductId === null ? null : iri(PATHS.triangleProducts, line.triangleProductId),
  name: line.name,
  description: line.description,
  quantity: line.quantity,
  unitPrice: centsToEuroNumber(line.unitPriceCents),
  unity: line.unity,
  tva: percent(line.vatRate),
  discount: line.discountPercent,
  indexOrder: line.indexOrder,
  hidden: line.hidden,
  baseHT: centsToEuroNumber(line.baseHtCents),
  totalHT: centsToEuroNumber(line.totalHtCents),
  quotation: iri(PATHS.quotations, line.quotationId),
}));

const detailWire = (detail: VatDetail) => ({
  rate: detail.rate,
  base: centsToEuroNumber(detail.base),
  tva: centsToEuroNumber(detail.tva),
});

const quotationWire = wireType(
  "Quotation",
  PATHS.quotations,
  (quotation: QuotationView | QuotationDetail | AccountingQuotationDetail) => ({
    id: quotation.id,
    reference: quotation.reference,
    title: quotation.title,
    comment: quotation.comment,
    state: quotation.state,
    advance: percent(quotation.advancePercent),
    paymentMode: quotation.paymentMode,
    isRecurringPayment: quotation.isRecurringPayment,
    totalHT: centsToEuroNumber(quotation.totalHtCents),
    totalTVA: centsToEuroNumber(quotation.totalTvaCents),
    totalTTC: centsToEuroNumber(quotation.totalTtcCents),
    detailTVA: quotation.detailTva.map(detailWire),
    expensesTotalHT: centsToEuroNumber(quotation.expensesTotalHtCents),
    expensesTotalTTC: centsToEuroNumber(quotation.expensesTotalTtcCents),
    createdAt: quotation.createdAt,
    updatedAt: quotation.updatedAt,
    updatedBy: quotation.updatedBy,
    recommandation: iri(PATHS.recommendations, quotation.recommendation.id),
    triangleCompany: iri(PATHS.triangleCompanies, quotation.triangleCompany.id),
    ...("lines" in quotation ? { quotationTriangleProducts: quotation.lines.map(lineWire.member) } : {}),
    ...("invoices" in quotation ? accountingFields(quotation) : {}),
  }),
);

/** What the accounting page adds: note, amounts billed and left, the invoices so far, the lead's dates. */
function accountingFields(quotation: AccountingQuotationDetail) {
  return {
    internalComment: quotation.internalComment,
    amountBilled: centsToEuroNumber(quotation.billedCents),
    amountLeft: centsToEuroNumber(quotation.leftCents),
    troncCommunLead: quotation.leadId,
    company: { id: quotation.client.id, name: quotation.client.name, isFactor: quotation.client.isFactor },
    sendAt: quotation.sendAt,
    acceptedAt: quotation.acceptedAt,
    refusedAt: quotation.refusedAt,
    invoices: quotation.invoices.map((invoice) => ({
      "@id": iri(PATHS.invoices, invoice.id),
      id: invoice.id,
      type: invoice.type,
      state: invoice.state,
      advance: percent(invoice.advancePercent),
      reference: invoice.reference,
      createdAt: invoice.createdAt,
      totalHT: centsToEuroNumber(invoice.totalHtCents),
      totalTTC: centsToEuroNumber(invoice.totalTtcCents),
      title: invoice.title,
      internalComment: invoice.internalComment,
    })),
  };
}

const quotationBody = hydraBody({
  title: text(1_000),
  comment: text(50_000),
  advance: typedNumber,
  paymentMode: number(),
  isRecurringPayment: bool(),
  internalComment: text(50_000),
});

/**
 * PUT of a quotation: the note (internal comment, 'Paiement récurrent') through the accounting
 * procedure, the proposal's own fields through the quotation's; answered with the accounting view.
 */
async function putQuotation(caller: AppCaller, id: number, input: typeof quotationBody._output) {
  const { advance, internalComment, isRecurringPayment, ...fields } = input;
  const proposal = { ...fields, advancePercent: advance };
  if (Object.values(proposal).some((value) => value !== undefined)) {
    await caller.quotation.update({ id, ...proposal });
  }
  if (internalComment !== undefined || isRecurringPayment !== undefined) {
    return caller.accountingQuotation.updateNote({ id, internalComment, isRecurringPayment });
  }
  return caller.accountingQuotation.get({ id });
}

const lineCreateBody = hydraBody({
  ...lineFields,
  quotation: requiredRef(PATHS.quotations),
  triangleProduct: ref(PATHS.triangleProducts),
  linkedPurchases: z
    .array(
      z.object({
        triangleProductExpense: requiredRef(PATHS.triangleProductExpenses),
        supplier: ref(PATHS.suppliers),
      }),
    )
    .max(100, { error: "100 achats liés au plus." })
    .optional(),
});
const lineUpdateBody = hydraBody(lineFields);

const listQuotations = (caller: AppCaller, req: HydraRequest) =>
  caller.quotation.list({
    recommendationId: req.query.ref("recommandation", PATHS.recommendations),
    page: req.query.page(),
    pageSize: req.query.maxResults(50, MAX_PICKER_PAGE_SIZE),
  });

const listLines = (caller: AppCaller, req: HydraRequest) =>
  caller.quotationLine.list({
    quotationId: req.query.ref("quotation", PATHS.quotations),
    page: req.query.page(),
    pageSize: req.query.maxResults(100, MAX_PICKER_PAGE_SIZE),
  });

export const quotationRoutes: HydraRoute[] = [
  ...quotationSearchRoutes,
  ...hydraResource({
    wire: quotationWire,
    lists: [{ call: listQuotations }],
    create: {
      // Every field a PUT writes is honoured on POST too (issue 25: the title was dropped).
      body: quotationBody.extend({ recommandation: requiredRef(PATHS.recommendations) }),
      call: async (caller, { recommandation, ...fields }) => {
        const { id } = await caller.quotation.create({ recommendationId: recommandation });
        if (Object.values(fields).some((value) => value !== undefined))
          await putQuotation(caller, id, fields);
        return caller.quotation.get({ id });
      },
      atomic: true,
    },
    get: (caller, id) => caller.accountingQuotation.get({ id }),
    update: { body: quotationBody, call: putQuotation },
    delete: (caller, id) => caller.quotation.delete({ id }),
  }),
  ...hydraResource({
    wire: lineWire,
    lists: [{ call: listLines }],
    create: {
      body: lineCreateBody,
      call: (caller, { quotation, triangleProduct, linkedPurchases, ...fields }) =>
        caller.quotationLine.create({
          ...fields,
          quotationId: quotation,
          triangleProductId: triangleProduct,
          linkedPurchases: linkedPurchases?.map((choice) => ({
            triangleProductExpenseId: choice.triangleProductExpense,
            supplierId: choice.supplier,
          })),
        }),
    },
    get: (caller, id) => caller.quotationLine.get({ id }),
    update: {
      body: lineUpdateBody,
      call: (caller, id, input) => caller.quotationLine.update({ id, ...input }),
    },
    delete: (caller, id) => caller.quotationLine.delete({ id }),
  }),
];
