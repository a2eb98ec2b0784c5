import { z } from "zod";
import { idSchema, safeString, textSchema } from "../schemas";

const expenseId = idSchema("L'achat fournisseur");

export const quotationExpenseIdInput = z.object({ id: expenseId });
export const quotationExpenseListInput = z.object({ quotationId: idSchema("Le devis") });
export const supplierOffersInput = z.object({ supplierId: idSchema("Le fournisseur") });

/** Types and generous lengths only: the domain checks the title and the supplier in French. */
export const quotationExpenseCreateInput = z.object({
  quotationId: idSchema("Le devis"),
  supplierId: idSchema("Le fournisseur").nullish(),
  title: textSchema(1_000),
});

export const quotationExpenseUpdateInput = z.object({
  id: expenseId,
  title: textSchema(1_000),
  /** null removes the supplier quotation PDF. */
  supplierQuotationFileId: idSchema("Le fichier").nullish(),
});

export const generatePurchaseLinesInput = z.object({
  quotationId: idSchema("Le devis"),
  productName: safeString(255),
  quantity: z.union([z.number().finite(), safeString(40)]).transform(String),
  expenses: z
    .array(
      z.object({
        productTypeId: idSchema("Le produit type"),
        supplierId: idSchema("Le fournisseur"),
        quantity: z.union([z.number().finite(), safeString(40)]).transform(String),
      }),
    )
    .max(100, { error: "100 achats liés au plus." }),
});
