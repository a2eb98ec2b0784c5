import { z } from "zod";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { collectionRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { supplierContract, supplierFields } from "./contract";
import { supplierCardMember, supplierWire } from "./wire";

const { operations } = supplierContract;

/** q, siret, active, page, maxResults (120 by default, 10 000 at most: the purchase picker's). */
const searchOf = (query: QueryReader) => ({
  q: query.string("q"),
  siret: query.string("siret"),
  active: query.bool("active"),
  page: query.page(),
  pageSize: query.maxResults(120, 10_000),
});

/**
 * The list and its -search twin: their members are the cards as the search answers them, documented
 * without a type, as they always were; the kit's lists show the sheet's wire instead, hence by hand.
 */
const lists = [PATHS.suppliers, PATHS.suppliersSearch].map((path) =>
  collectionRoute(path, supplierCardMember, (caller, req) => {
    admit(req.user, operations.search.policy);
    return caller.supplier.search(searchOf(req.query));
  }),
);

/** The save's fields under the wire's names: the deposit percentage is `advance` there. */
const { advancePercent: advance, ...fields } = supplierFields;
const { paymentMode, note, isActive, ...identity } = fields;
const saveBody = z.object({ ...identity, paymentMode, advance, note, isActive });

/**
 * The spec's creation posts an empty record: a draft, then a PUT fills it. A POST that sends fields
 * (the PUT's) saves them on the draft at once, checked as the PUT checks them; a refusal keeps no
 * draft (atomic: both calls in one transaction). The kit's create asks one operation, hence by hand.
 */
async function createSupplier(caller: AppCaller, fields: z.output<typeof saveBody>) {
  const draft = await caller.supplier.create();
  if (Object.values(fields).every((value) => value === undefined)) return draft;
  const { advance, ...save } = fields;
  return caller.supplier.update({ id: draft.id, version: draft.version, ...save, advancePercent: advance });
}

const create = hydraResource({
  wire: supplierWire,
  policies: { create: operations.create.policy },
  create: { body: saveBody, call: createSupplier, atomic: true },
});

export const supplierHydraExtra: HydraRoute[] = [...lists, ...create];
