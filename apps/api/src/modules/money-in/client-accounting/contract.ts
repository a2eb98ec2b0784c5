import { z } from "zod";
import { idSchema, pageInput } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const clientInput = z.object({ companyId: idSchema("Le client") });

/**
 * The client sheet's accounting block: every signed-in user reads it (lead's decision 1). Its
 * 'Factures' and 'Avoirs' tabs read invoiceList.search and creditList.search with the client's id.
 */
export const clientAccountingContract = defineContract({
  name: "clientAccounting",
  operations: {
    /** 'Reporting': revenue and what is left to collect, per group company and in all. */
    reporting: { type: "query", policy: "authed", input: clientInput },
    /** 'Devis': the client's quotations, every state, newest first, 50 a page like the quotation list. */
    quotations: { type: "query", policy: "authed", input: clientInput.extend(pageInput(50, 500)) },
  },
  messages: ["COMPANY_NOT_FOUND", "CLIENT_REPORTING_COMPANY_REQUIRED"],
});

export type ClientAccountingInput = InputOf<typeof clientAccountingContract.operations.reporting>;
export type ClientDocumentsInput = InputOf<typeof clientAccountingContract.operations.quotations>;
