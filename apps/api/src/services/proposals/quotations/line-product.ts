import {
  type DbOrTx,
  productTypes,
  supplierProductTypes,
  suppliers,
  triangleCompanies,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { domainError } from "@tronc/domain";
import { and, eq, inArray } from "drizzle-orm";
import { offeringSupplier } from "../../catalogue/group-products/views";
import type { LinkedPurchaseChoice } from "../purchases/generate";
import { trimZeros } from "./rows";

export interface SoldProduct {
  id: number;
  name: string;
  description: string;
  priceCents: Cents;
  unity: (typeof triangleProducts.$inferSelect)["unity"];
  /** The rate itself ('20'), copied onto the line. */
  vatRate: string;
}

/** The product a line sells: it must exist, be enabled and be sold by the quotation's issuer. */
export async function loadSoldProduct(tx: DbOrTx, productId: number, issuerId: number): Promise<SoldProduct> {
  const [product] = await tx
    .select({
      id: triangleProducts.id,
      name: triangleProducts.name,
      description: triangleProducts.description,
      priceCents: triangleProducts.priceCents,
      unity: triangleProducts.unity,
      vatRate: vatRates.rate,
      isEnabled: triangleProducts.isEnabled,
    })
    .from(triangleProducts)
    .innerJoin(vatRates, eq(vatRates.id, triangleProducts.vatRateId))
    .where(eq(triangleProducts.id, productId));
  if (!product) throw domainError("GROUP_PRODUCT_NOT_FOUND", "rule", {}, { field: "triangleProductId" });
  const field = { field: "triangleProductId" };
  if (!product.isEnabled)
    throw domainError("QUOTATION_PRODUCT_DISABLED", "rule", { product: product.name }, field);
  const [sold] = await tx
    .select({ id: triangleProductCompanies.triangleCompanyId })
    .from(triangleProductCompanies)
    .where(
      and(
        eq(triangleProductCompanies.triangleProductId, productId),
        eq(triangleProductCompanies.triangleCompanyId, issuerId),
      ),
    );
  if (!sold) {
    const [issuer] = await tx
      .select({ name: triangleCompanies.name })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, issuerId));
    throw domainError(
      "QUOTATION_PRODUCT_NOT_SOLD",
      "rule",
      { product: product.name, company: issuer?.name ?? "" },
      field,
    );
  }
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? "",
    priceCents: product.priceCents,
    unity: product.unity,
    vatRate: trimZeros(product.vatRate),
  };
}

export interface LinkedPurchaseInput {
  triangleProductExpenseId: number;
  supplierId?: number | null | undefined;
}

/**
 * Every linked purchase of the product needs a supplier offering its product type (an active, saved
 * supplier with an offer), else 'Vous devez choisir un fournisseur pour {product}.' and nothing is saved.
 */
export async function resolveLinkedPurchases(
  tx: DbOrTx,
  product: SoldProduct,
  choices: readonly LinkedPurchaseInput[],
): Promise<LinkedPurchaseChoice[]> {
  const expenses = await tx
    .select({
      id: triangleProductExpenses.id,
      productTypeId: triangleProductExpenses.productTypeId,
      quantity: triangleProductExpenses.quantity,
      typeName: productTypes.name,
    })
    .from(triangleProductExpenses)
    .innerJoin(productTypes, eq(productTypes.id, triangleProductExpenses.productTypeId))
    .where(eq(triangleProductExpenses.triangleProductId, product.id));
  for (const choice of choices) {
    if (!expenses.some((expense) => expense.id === choice.triangleProductExpenseId)) {
      throw domainError(
        "QUOTATION_LINKED_PURCHASE_UNKNOWN",
        "rule",
        { product: product.name },
        { field: "linkedPurchases" },
      );
    }
  }
  const supplierIds = choices.flatMap((choice) => (choice.supplierId ? [choice.supplierId] : []));
  const offers =
    supplierIds.length === 0
      ? []
      : await tx
          .select({
            supplierId: supplierProductTypes.supplierId,
            productTypeId: supplierProductTypes.productTypeId,
          })
          .from(supplierProductTypes)
          .innerJoin(suppliers, eq(suppliers.id, supplierProductTypes.supplierId))
          .where(and(inArray(supplierProductTypes.supplierId, supplierIds), offeringSupplier));
  return expenses.map((expense) => {
    const supplierId = choices.find((choice) => choice.triangleProductExpenseId === expense.id)?.supplierId;
    const offered = offers.some(
      (offer) => offer.supplierId === supplierId && offer.productTypeId === expense.productTypeId,
    );
    if (!supplierId || !offered) {
      throw domainError(
        "QUOTATION_SUPPLIER_REQUIRED",
        "rule",
        { product: expense.typeName },
        { field: "linkedPurchases" },
      );
    }
    return { productTypeId: expense.productTypeId, supplierId, quantity: trimZeros(expense.quantity) };
  });
}

/** The rate must be one of the VAT rates of the 'TVA' list. */
export async function assertKnownVatRate(tx: DbOrTx, rate: string): Promise<void> {
  const [row] = await tx.select({ id: vatRates.id }).from(vatRates).where(eq(vatRates.rate, rate));
  if (!row)
    throw domainError(
      "QUOTATION_LINE_VAT_UNKNOWN",
      "invalid",
      { value: rate.replace(".", ",") },
      { field: "tva" },
    );
}
