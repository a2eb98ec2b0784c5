import { bool, hydraBody, number, requiredRef, text } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import { type HydraRoute, idParam } from "../../../hydra/route";
import { hydraTypedNumber } from "../../../hydra/routes/document-lines-routes";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { quotationContract } from "./contract";
import { quotationWire } from "./wire";

const { operations } = quotationContract;

/**
 * The PUT's body: the proposal's fields (`advance` for advancePercent) and the accounting's note
 * (`internalComment`), which no one operation's input holds; the POST adds the recommendation.
 */
const body = hydraBody({
  title: text(1_000),
  comment: text(50_000),
  advance: hydraTypedNumber,
  paymentMode: number(),
  isRecurringPayment: bool(),
  internalComment: text(50_000),
});

/**
 * PUT of a quotation: the note (internal comment, 'Paiement récurrent') through the accounting
 * procedure, the proposal's own fields through the quotation's; answered with the accounting view.
 */
async function putQuotation(
  caller: AppCaller,
  id: number,
  input: typeof body._output,
  basedOn: number | undefined,
) {
  const { advance, internalComment, isRecurringPayment, ...fields } = input;
  const proposal = { ...fields, advancePercent: advance };
  // A client that names no version writes over the current one, as before versions existed.
  let version = basedOn ?? (await caller.quotation.get({ id })).version;
  if (Object.values(proposal).some((value) => value !== undefined)) {
    ({ version } = await caller.quotation.update({ id, version, ...proposal }));
  }
  if (internalComment !== undefined || isRecurringPayment !== undefined) {
    return caller.accountingQuotation.updateNote({ id, version, internalComment, isRecurringPayment });
  }
  return caller.accountingQuotation.get({ id });
}

/**
 * The quotation's POST, written by hand behind its operation's policy: it writes through two resources
 * (the proposal's fields, then the accounting's note) in several procedure calls, in one transaction.
 */
/** POST and PUT, by hand behind the create's and the update's policies (the proposal's fields and the accounting's note). */
const itemRows: HydraRoute[] = hydraResource({
  wire: quotationWire,
  policies: { create: operations.create.policy, update: operations.update.policy },
  create: {
    // Every field a PUT writes is honoured on POST too (issue 25: the title was dropped).
    body: body.extend({ recommandation: requiredRef(PATHS.recommendations) }),
    call: async (caller, { recommandation, ...fields }) => {
      const { id } = await caller.quotation.create({ recommendationId: recommandation });
      if (Object.values(fields).some((value) => value !== undefined)) {
        await putQuotation(caller, id, fields, undefined);
      }
      return caller.quotation.get({ id });
    },
    atomic: true,
  },
  update: {
    body,
    call: (caller, id, input, req) =>
      putQuotation(caller, id, input, requestedVersion(req, { type: quotationWire.type, id })),
  },
});

/**
 * POST /api/compta/quotations/{id}/amendments: 'Créer un avenant' (issue 29; not in the spec), answered
 * with the amendment (201).
 */
const amendmentRow: HydraRoute = {
  method: "POST",
  path: `${PATHS.quotations}/:id/amendments`,
  handle: async (caller, req) => {
    admit(req.user, operations.createAmendment.policy);
    const { id } = await caller.quotation.createAmendment({ id: idParam(req) });
    return quotationWire.item(await caller.quotation.get({ id }));
  },
};

export const quotationExtraRows: HydraRoute[] = [...itemRows, amendmentRow];
