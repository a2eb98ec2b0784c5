import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { ref, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idSchema, safeString, textSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("L'achat fournisseur");
const quotationOf = z.object({ quotationId: idSchema("Le devis") });

/** A quantity typed or sent as a number, handed over as its text (the domain reads it in French). */
const quantity = z.union([z.number().finite(), safeString(40)]).transform(String);

/** 'Générer les achats' of a product line: the linked purchases, one per supplier. */
const generate = z.object({
  quotationId: idSchema("Le devis"),
  productName: safeString(255),
  quantity,
  expenses: z
    .array(
      z.object({
        productTypeId: idSchema("Le produit type"),
        supplierId: idSchema("Le fournisseur"),
        quantity,
      }),
    )
    .max(100, { error: MESSAGES.PURCHASE_GENERATE_TOO_MANY }),
});

/** The wire's name of the supplier's quotation PDF. */
export const quotationExpenseWireNames = { supplierQuotationFileId: "supplierQuotationFile" };

/** Supplier purchases: every signed-in user reads and works proposals. */
export const quotationExpenseContract = defineContract({
  name: "quotationExpense",
  operations: {
    listByQuotation: { type: "query", policy: "authed", input: quotationOf },
    /** The new purchase form's title placeholder (the quotation's client name and the object). */
    titleHint: { type: "query", policy: "authed", input: quotationOf },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    /** The product type picker of a purchase line: the supplier's offers. */
    supplierOffers: {
      type: "query",
      policy: "authed",
      input: z.object({ supplierId: idSchema("Le fournisseur") }),
    },
    /** Types and generous lengths only: the domain checks the title and the supplier in French. */
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        quotationId: idSchema("Le devis"),
        supplierId: idSchema("Le fournisseur").nullish(),
        title: textSchema(1_000),
      }),
    },
    /** Read as the Hydra body reads it; null removes the supplier quotation PDF. */
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, title: text(1_000), supplierQuotationFileId: ref(PATHS.files) }),
    },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
    generate: { type: "mutation", policy: "authed", input: generate },
  },
  messages: [
    "QUOTATION_EXPENSE_NOT_FOUND",
    "QUOTATION_EXPENSE_QUOTATION_NOT_FOUND",
    "QUOTATION_EXPENSE_SUPPLIER_REQUIRED",
    "QUOTATION_EXPENSE_SUPPLIER_NOT_FOUND",
    "QUOTATION_EXPENSE_SUPPLIER_INACTIVE",
    "QUOTATION_EXPENSE_TITLE_TOO_SHORT",
    "QUOTATION_EXPENSE_TITLE_TOO_LONG",
    "QUOTATION_EXPENSE_NOT_DELETABLE",
    "QUOTATION_EXPENSE_FILE_NOT_PDF",
    "PURCHASE_LINE_PRODUCT_NOT_OFFERED",
    "PURCHASE_GENERATE_TOO_MANY",
    "PURCHASE_LIST_FILTER_REQUIRED",
    "PURCHASE_ORDER_ALREADY_GENERATED",
  ],
});
