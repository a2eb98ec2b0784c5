import { centsToEuroNumber, decimalToNumber, toDecimal, type VatDetail } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type {
  PurchaseFeeView,
  PurchaseLineView,
  PurchaseView,
} from "../../services/proposals/purchases/views";
import { hydraBody, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import { hydraCollection } from "../json-ld";
import { PATHS } from "../paths";
import { bodyRoute, hydraResource, wireType } from "../resource";
import { type HydraRoute, idParam } from "../route";

/** 1250 cents → 12.5 euros on the wire, exactly (as the catalogue's prices). */
/** '2.5' → 2.5, exactly. */
const num = (value: string) => decimalToNumber(toDecimal(value));
const vatDetail = (detail: VatDetail[]) =>
  detail.map((row) => ({
    rate: row.rate,
    base: centsToEuroNumber(row.base),
    tva: centsToEuroNumber(row.tva),
  }));

const feeWire = wireType("QuotationSupplierProductExpense", PATHS.purchaseFees, (fee: PurchaseFeeView) => ({
  id: fee.id,
  name: fee.name,
  tva: num(fee.vatRate),
  unitPrice: centsToEuroNumber(fee.unitPriceCents),
  quantity: num(fee.quantity),
  totalHT: centsToEuroNumber(fee.totalHtCents),
  quotationSupplierProduct: iri(PATHS.purchaseLines, fee.quotationSupplierProductId),
}));

const lineWire = wireType("QuotationSupplierProduct", PATHS.purchaseLines, (line: PurchaseLineView) => ({
  id: line.id,
  name: line.name,
  description: line.description,
  quantity: num(line.quantity),
  unity: line.unity,
  unitPrice: centsToEuroNumber(line.unitPriceCents),
  tva: num(line.vatRate),
  discount: num(line.discountPercent),
  delivery: line.deliveryDays,
  supplierProduct: line.productType
    ? { "@id": iri(PATHS.productTypes, line.productType.id), ...line.productType }
    : null,
  supplierInvoice: line.supplierInvoice ? line.supplierInvoice.id : null,
  supplierInvoiceNumber: line.supplierInvoice ? line.supplierInvoice.number : null,
  baseHT: centsToEuroNumber(line.baseHtCents),
  totalHT: centsToEuroNumber(line.totalHtCents),
  expenses: line.fees.map(feeWire.member),
  quotationExpense: iri(PATHS.quotationExpenses, line.quotationExpenseId),
}));

const expenseWire = wireType("QuotationExpense", PATHS.quotationExpenses, (expense: PurchaseView) => ({
  id: expense.id,
  title: expense.title,
  supplier: { "@id": iri(PATHS.suppliers, expense.supplier.id), ...expense.supplier },
  supplierQuotationFile: expense.supplierQuotationFile
    ? { "@id": iri(PATHS.files, expense.supplierQuotationFile.id), ...expense.supplierQuotationFile }
    : null,
  purchaseOrder: expense.purchaseOrder,
  quotationSupplierProducts: expense.lines.map(lineWire.member),
  totalHT: centsToEuroNumber(expense.totalHtCents),
  totalTVA: centsToEuroNumber(expense.totalTvaCents),
  totalTTC: centsToEuroNumber(expense.totalTtcCents),
  detailTVA: vatDetail(expense.detailTva),
  quotation: iri(PATHS.quotations, expense.quotationId),
  canDelete: expense.canDelete,
  canGenerateTask: expense.canGenerateTask,
}));

/** Euros (12.5) or text ('12,50'); the domain says in French what is wrong with it. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

const requiredFilter = (value: number | undefined, name: string) => {
  if (value === undefined) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `Le paramètre ${name} est obligatoire.` });
  }
  return value;
};

const lineFields = {
  name: text(1_000),
  description: text(40_000),
  quantity: typedNumber,
  unitPrice: typedNumber,
  tva: typedNumber,
  discount: typedNumber,
  unity: text(40),
  delivery: typedNumber,
  supplierProduct: ref(PATHS.productTypes),
};
const lineCreate = hydraBody({ ...lineFields, quotationExpense: requiredRef(PATHS.quotationExpenses) });
const lineUpdate = hydraBody(lineFields);
const lineInput = ({ supplierProduct, ...fields }: typeof lineUpdate._output) => ({
  ...fields,
  productTypeId: supplierProduct,
});

const feeFields = { name: text(1_000), tva: typedNumber, unitPrice: typedNumber, quantity: typedNumber };
const feeCreate = hydraBody({ ...feeFields, quotationSupplierProduct: requiredRef(PATHS.purchaseLines) });
const feeUpdate = hydraBody(feeFields);

/** The supplier's quotation PDF (an upload's IRI) may come with the purchase, as the PUT takes it. */
const expenseCreate = hydraBody({
  quotation: requiredRef(PATHS.quotations),
  supplier: ref(PATHS.suppliers),
  title: text(1_000),
  supplierQuotationFile: ref(PATHS.files),
});
const expenseUpdate = hydraBody({ title: text(1_000), supplierQuotationFile: ref(PATHS.files) });

const generateBody = hydraBody({
  quotation_id: requiredRef(PATHS.quotations),
  productName: text(255),
  quantity: typedNumber,
  expenses: z
    .array(
      z.object({
        productType: requiredRef(PATHS.productTypes),
        supplier: requiredRef(PATHS.suppliers),
        quantity: typedNumber,
      }),
      { error: "une liste est attendue." },
    )
    .max(100, { error: "100 achats liés au plus." }),
});

const generateRoute = bodyRoute({
  method: "POST",
  path: PATHS.quotationExpensesGenerate,
  status: 200,
  body: generateBody,
  async call(caller, body) {
    const purchases = await caller.quotationExpense.generate({
      quotationId: body.quotation_id,
      productName: body.productName ?? "",
      quantity: String(body.quantity ?? ""),
      expenses: body.expenses.map((expense) => ({
        productTypeId: expense.productType,
        supplierId: expense.supplier,
        quantity: String(expense.quantity ?? ""),
      })),
    });
    return hydraCollection(PATHS.quotationExpenses, purchases.map(expenseWire.member), purchases.length);
  },
});

/** 'Générer la tâche d'achat' of one purchase: answers the message the screen toasts. */
const taskGenerateRoute: HydraRoute = {
  method: "GET",
  path: "/api/tronc-commun/task-generate/:id",
  async handle(caller, req) {
    return caller.purchaseOrder.generateForExpense({ quotationExpenseId: idParam(req) });
  },
};

export const quotationExpenseRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: expenseWire,
    lists: [
      {
        call: (caller, req) =>
          caller.quotationExpense.listByQuotation({
            quotationId: requiredFilter(req.query.ref("quotation", PATHS.quotations), "quotation"),
          }),
      },
    ],
    create: {
      body: expenseCreate,
      call: async (caller, input) => {
        const purchase = await caller.quotationExpense.create({
          quotationId: input.quotation,
          supplierId: input.supplier,
          title: input.title,
        });
        if (input.supplierQuotationFile == null) return purchase;
        return caller.quotationExpense.update({
          id: purchase.id,
          supplierQuotationFileId: input.supplierQuotationFile,
        });
      },
      atomic: true,
    },
    get: (caller, id) => caller.quotationExpense.get({ id }),
    update: {
      body: expenseUpdate,
      call: (caller, id, input) =>
        caller.quotationExpense.update({
          id,
          title: input.title,
          supplierQuotationFileId: input.supplierQuotationFile,
        }),
    },
    delete: (caller, id) => caller.quotationExpense.delete({ id }),
  }),
  ...hydraResource({
    wire: lineWire,
    lists: [
      {
        call: (caller, req) =>
          caller.purchaseLine.list({
            quotationExpenseId: requiredFilter(
              req.query.ref("quotationExpense", PATHS.quotationExpenses),
              "quotationExpense",
            ),
          }),
      },
    ],
    create: {
      body: lineCreate,
      call: (caller, { quotationExpense, ...input }) =>
        caller.purchaseLine.create({ quotationExpenseId: quotationExpense, ...lineInput(input) }),
    },
    get: (caller, id) => caller.purchaseLine.get({ id }),
    update: {
      body: lineUpdate,
      call: (caller, id, input) => caller.purchaseLine.update({ id, ...lineInput(input) }),
    },
    delete: (caller, id) => caller.purchaseLine.delete({ id }),
  }),
  ...hydraResource({
    wire: feeWire,
    create: {
      body: feeCreate,
      call: (caller, { quotationSupplierProduct, ...input }) =>
        caller.purchaseFee.create({ quotationSupplierProductId: quotationSupplierProduct, ...input }),
    },
    get: (caller, id) => caller.purchaseFee.get({ id }),
    update: { body: feeUpdate, call: (caller, id, input) => caller.purchaseFee.update({ id, ...input }) },
    delete: (caller, id) => caller.purchaseFee.delete({ id }),
  }),
  generateRoute,
  taskGenerateRoute,
];
