import { centsToEuroNumber, MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { GroupProductState } from "../../services/catalogue/group-products/search";
import type {
  GroupProductDetail,
  GroupProductExpenseView,
  GroupProductView,
} from "../../services/catalogue/group-products/views";
import { bool, hydraBody, ref, refs, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRequest, HydraRoute } from "../route";

/** 1250 cents → 12.5 euros on the wire, exactly. */

const expenseWire = wireType(
  "TroncCommunTriangleProductExpense",
  PATHS.triangleProductExpenses,
  (expense: GroupProductExpenseView) => ({
    id: expense.id,
    quantity: expense.quantity,
    troncCommunProductType: iri(PATHS.productTypes, expense.productType.id),
    troncCommunTriangleProduct: iri(PATHS.triangleProducts, expense.triangleProductId),
    productTypeName: expense.productType.name,
    isFood: expense.productType.isFood,
    isNegotiated: expense.productType.isNegotiated,
    offers: expense.offers.map((offer) => ({
      supplier: iri(PATHS.suppliers, offer.supplierId),
      supplierName: offer.supplierName,
      priceHT: centsToEuroNumber(offer.priceHtCents),
      unity: offer.unity,
      tva: iri(PATHS.vatRates, offer.vatRateId),
      delivery: offer.deliveryDays,
    })),
  }),
);

const productWire = wireType(
  "TroncCommunTriangleProduct",
  PATHS.triangleProducts,
  (product: GroupProductView | GroupProductDetail) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    triangleCompanies: product.triangleCompanies.map((company) => iri(PATHS.triangleCompanies, company.id)),
    reference: product.reference,
    isActive: product.isEnabled,
    isEnabled: product.isEnabled,
    tva: iri(PATHS.vatRates, product.vatRateId),
    price: centsToEuroNumber(product.priceCents),
    unity: product.unity,
    type: product.type,
    countExpenses: product.countExpenses,
    ...("expenses" in product
      ? { troncCommunTriangleProductExpenses: product.expenses.map(expenseWire.member) }
      : {}),
  }),
);

/** Euros (12.5) or text ('12,50'); the domain says in French what is wrong with it. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

/** Absent keeps, null clears (and a cleared required field is refused by the domain in French). */
const productBody = hydraBody({
  name: text(1_000),
  reference: text(1_000),
  description: text(20_000),
  type: text(40),
  unity: text(40),
  price: typedNumber,
  tva: ref(PATHS.vatRates),
  triangleCompanies: refs(PATHS.triangleCompanies),
  isEnabled: bool(),
  isActive: bool(),
});

const productInput = ({
  tva,
  triangleCompanies,
  isEnabled,
  isActive,
  ...fields
}: typeof productBody._output) => ({
  ...fields,
  vatRateId: tva,
  triangleCompanyIds: triangleCompanies,
  isEnabled: isEnabled ?? isActive,
});

const STATES: Record<string, GroupProductState> = {
  enabled: "enabled",
  "1": "enabled",
  true: "enabled",
  disabled: "disabled",
  "0": "disabled",
  false: "disabled",
  all: "all",
};

function stateOf(req: HydraRequest): GroupProductState | undefined {
  const value = req.query.string("searchState")?.toLowerCase();
  if (value === undefined) return undefined;
  const state = STATES[value];
  if (!state) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "Le paramètre searchState doit valoir enabled, disabled ou all.",
    });
  }
  return state;
}

const searchProducts = (path: string) => ({
  path,
  call: (caller: Parameters<HydraRoute["handle"]>[0], req: HydraRequest) =>
    caller.triangleProduct.search({
      q: req.query.string("q"),
      triangleCompanyId: req.query.ref("company", PATHS.triangleCompanies),
      showAll: req.query.bool("showAll"),
      state: stateOf(req),
      page: req.query.page(),
      pageSize: req.query.maxResults(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
    }),
});

const searchExpenses = (path: string) => ({
  path,
  call: (caller: Parameters<HydraRoute["handle"]>[0], req: HydraRequest) =>
    caller.triangleProductExpense.search({
      q: req.query.string("q"),
      triangleProductId: req.query.ref("product", PATHS.triangleProducts),
      page: req.query.page(),
      pageSize: req.query.maxResults(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
    }),
});

const expenseCreate = hydraBody({
  quantity: typedNumber,
  troncCommunProductType: requiredRef(PATHS.productTypes),
  troncCommunTriangleProduct: requiredRef(PATHS.triangleProducts),
});
const expenseUpdate = hydraBody({ quantity: typedNumber });

export const triangleProductRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: productWire,
    lists: [searchProducts(PATHS.triangleProducts), searchProducts(PATHS.triangleProductsSearch)],
    create: {
      body: productBody,
      call: (caller, input) => caller.triangleProduct.create(productInput(input)),
    },
    get: (caller, id) => caller.triangleProduct.get({ id }),
    update: {
      body: productBody,
      call: (caller, id, input) => caller.triangleProduct.update({ id, ...productInput(input) }),
    },
    delete: (caller, id) => caller.triangleProduct.delete({ id }),
  }),
  ...hydraResource({
    wire: expenseWire,
    lists: [
      searchExpenses(PATHS.triangleProductExpenses),
      searchExpenses(PATHS.triangleProductExpensesSearch),
    ],
    create: {
      body: expenseCreate,
      call: (caller, input) =>
        caller.triangleProductExpense.create({
          triangleProductId: input.troncCommunTriangleProduct,
          productTypeId: input.troncCommunProductType,
          quantity: input.quantity,
        }),
    },
    get: (caller, id) => caller.triangleProductExpense.get({ id }),
    update: {
      body: expenseUpdate,
      call: (caller, id, input) => caller.triangleProductExpense.update({ id, quantity: input.quantity }),
    },
    delete: (caller, id) => caller.triangleProductExpense.delete({ id }),
  }),
];
