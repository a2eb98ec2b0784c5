import { domainError } from "@tronc/domain";
import { date, hydraBody, ref, requiredRef } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import { type HydraRoute, idParam } from "../../../hydra/route";
import { admit } from "../../policies";
import { recommendationContract, recommendationState, refusedStatus } from "./contract";
import { recommendationWire } from "./wire";

const { operations } = recommendationContract;

export const DUPLICATE_RECOMMENDATION_PATH = "/admin/duplicate-recommandation";

/**
 * The client sends the lead's company and group company too: the recommendation copies the lead's,
 * and another client or group company sent is refused (422), not ignored.
 */
const createBody = hydraBody({
  troncCommunLead: requiredRef(PATHS.leads),
  company: ref(PATHS.companies),
  triangleCompany: ref(PATHS.triangleCompanies),
});

/** The PUT's body under the spec's names (document for the presentation), a null state kept as absent. */
const updateBody = hydraBody({
  validAt: date(),
  state: recommendationState.nullish(),
  refusedStatus: refusedStatus.nullish(),
  projectManager: ref(PATHS.users),
  document: ref(PATHS.files),
});

type UpdateBody = typeof updateBody._output;

/** Only the keys sent are passed on (absent keeps; null clears). */
const saveInput = (id: number, body: UpdateBody) => ({
  id,
  ...(body.validAt !== undefined ? { validAt: body.validAt } : {}),
  ...(body.document !== undefined ? { presentationFileId: body.document } : {}),
  ...(body.state !== undefined && body.state !== null ? { state: body.state } : {}),
  ...(body.refusedStatus !== undefined ? { refusedStatus: body.refusedStatus } : {}),
  ...(body.projectManager !== undefined ? { projectManagerId: body.projectManager } : {}),
});

/**
 * The POST checks the parties it was sent against the lead's (no operation's input holds them) and the
 * PUT reads the spec's names and null policy: both written by hand, as the duplicate's GET.
 */
export const recommendationExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: recommendationWire,
    policies: { create: operations.create.policy, update: operations.save.policy },
    create: {
      body: createBody,
      call: async (caller, { troncCommunLead, company, triangleCompany }) => {
        const recommendation = await caller.recommendation.create({ leadId: troncCommunLead });
        const { client, triangleCompany: group } = recommendation;
        if (
          (company != null && company !== client.id) ||
          (triangleCompany != null && triangleCompany !== group.id)
        ) {
          throw domainError(
            "RECOMMENDATION_NOT_LEAD_PARTIES",
            "rule",
            { client: client.name, company: group.name },
            { field: company != null && company !== client.id ? "company" : "triangleCompany" },
          );
        }
        return recommendation;
      },
      atomic: true,
    },
    update: {
      body: updateBody,
      call: (caller, id, input) => caller.recommendation.save(saveInput(id, input)),
    },
  }),
  {
    method: "GET",
    path: `${DUPLICATE_RECOMMENDATION_PATH}/:id`,
    handle: async (caller, req) => {
      admit(req.user, operations.duplicate.policy);
      return recommendationWire.item(await caller.recommendation.duplicate({ id: idParam(req) }));
    },
  },
];
