import { z } from "zod";
import { idSchema, textSchema, typedNumber } from "../schemas";

const feeId = idSchema("Le frais");

export const purchaseFeeIdInput = z.object({ id: feeId });

const fields = { name: textSchema(1_000), tva: typedNumber, unitPrice: typedNumber, quantity: typedNumber };

export const purchaseFeeCreateInput = z.object({
  quotationSupplierProductId: idSchema("La ligne d'achat"),
  ...fields,
});
export const purchaseFeeUpdateInput = z.object({ id: feeId, ...fields });
