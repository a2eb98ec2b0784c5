import { z } from "zod";
import { idSchema, pageInput } from "../schemas";

export const clientAccountingInput = z.object({ companyId: idSchema("Le client") });

/** A tab of the client sheet's accounting block: 50 a page, like the quotation list. */
export const clientDocumentsInput = clientAccountingInput.extend(pageInput(50, 500));

export type ClientAccountingInput = z.infer<typeof clientAccountingInput>;
export type ClientDocumentsInput = z.infer<typeof clientDocumentsInput>;
