import { createCredit } from "../services/credits/create";
import { deleteCredit } from "../services/credits/delete";
import { createCreditFromInvoice } from "../services/credits/from-invoice";
import { creditProductOptions } from "../services/credits/product-options";
import { creditRecipients } from "../services/credits/recipients";
import { creditAmount, creditableInvoice, creditInvoiceLines } from "../services/credits/reduce";
import { listCredits } from "../services/credits/summaries";
import { updateCredit } from "../services/credits/update";
import { getCredit } from "../services/credits/view";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  creditAmountInput,
  creditableLinesInput,
  creditCreateInput,
  creditFromInvoiceInput,
  creditIdInput,
  creditInvoiceLinesInput,
  creditListInput,
  creditProductOptionsInput,
  creditRecipientsInput,
  creditUpdateInput,
} from "./credit.schemas";

/**
 * One credit note: every signed-in user reads it and edits a draft; validating it and changing the
 * state of a validated credit are checked in the service (accounting or super admin).
 */
export const creditRouter = router({
  list: authedProcedure.input(creditListInput).query(({ ctx, input }) => listCredits(serviceCtx(ctx), input)),
  get: authedProcedure.input(creditIdInput).query(({ ctx, input }) => getCredit(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(creditCreateInput)
    .mutation(({ ctx, input }) => createCredit(serviceCtx(ctx), input)),
  createFromInvoice: authedProcedure
    .input(creditFromInvoiceInput)
    .mutation(({ ctx, input }) => createCreditFromInvoice(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(creditUpdateInput)
    .mutation(({ ctx, input }) => updateCredit(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(creditIdInput)
    .mutation(({ ctx, input }) => deleteCredit(serviceCtx(ctx), input)),
  productOptions: authedProcedure
    .input(creditProductOptionsInput)
    .query(({ ctx, input }) => creditProductOptions(serviceCtx(ctx), input)),
  /** 'Créditer un montant' on a draft that corrects an invoice: its lines become the amount, by VAT rate. */
  creditAmount: authedProcedure
    .input(creditAmountInput)
    .mutation(({ ctx, input }) => creditAmount(serviceCtx(ctx), input)),
  /** 'Créditer des lignes': its lines become the invoice lines chosen. */
  creditInvoiceLines: authedProcedure
    .input(creditInvoiceLinesInput)
    .mutation(({ ctx, input }) => creditInvoiceLines(serviceCtx(ctx), input)),
  /** The invoice a credit corrects: its TTC and its lines, for the two actions above. */
  creditableInvoice: authedProcedure
    .input(creditableLinesInput)
    .query(({ ctx, input }) => creditableInvoice(serviceCtx(ctx), input)),
  recipients: authedProcedure
    .input(creditRecipientsInput)
    .query(({ ctx, input }) => creditRecipients(serviceCtx(ctx), input)),
});
