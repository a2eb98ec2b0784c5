import { centsToEuroNumber, domainError, MAX_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { recommendationState, refusedStatus } from "../../routers/recommendation.schemas";
import type { RecommendationView } from "../../services/proposals/recommendations/views";
import type { AppCaller } from "../../trpc/caller";
import { date, hydraBody, ref, requiredRef } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import { type HydraRequest, type HydraRoute, idParam } from "../route";
import { triangleCompanyMember, userMember } from "./sales-wire";

export const DUPLICATE_RECOMMENDATION_PATH = "/admin/duplicate-recommandation";

/** Spec §3 Recommendation; delieveryDate(End) keep their misspelling through the alias table. */
const recommendationWire = wireType("Recommandation", PATHS.recommendations, (reco: RecommendationView) => ({
  id: reco.id,
  state: reco.state,
  refusedStatus: reco.refusedStatus,
  validAt: reco.validAt,
  sendAt: reco.sendAt,
  acceptedAt: reco.acceptedAt,
  refusedAt: reco.refusedAt,
  createdAt: reco.createdAt,
  createdBy: userMember(reco.createdBy),
  company: hydraMember("Company", iri(PATHS.companies, reco.client.id), reco.client),
  triangleCompany: triangleCompanyMember(reco.triangleCompany),
  troncCommunLead: iri(PATHS.leads, reco.leadId),
  quotations: reco.quotations.map((quotation) =>
    hydraMember("Quotation", iri(PATHS.quotations, quotation.id), {
      id: quotation.id,
      reference: quotation.reference,
      title: quotation.title,
      state: quotation.state,
      totalHT: centsToEuroNumber(quotation.totalHtCents),
      totalTTC: centsToEuroNumber(quotation.totalTtcCents),
    }),
  ),
  quotationCount: reco.quotationCount,
  eventCalendars: reco.eventIds.map((id) => iri(PATHS.eventCalendars, id)),
  document: reco.presentation
    ? hydraMember("File", iri(PATHS.files, reco.presentation.id), reco.presentation)
    : null,
  deliveryDate: reco.deliveryDate,
  deliveryDateEnd: reco.deliveryDateEnd,
  troncCommunProject: reco.project
    ? hydraMember("TroncCommunProject", iri(PATHS.projects, reco.project.id), {
        id: reco.project.id,
        state: reco.project.state,
        projectManager: userMember(reco.project.projectManager),
      })
    : null,
  canDelete: reco.canDelete,
}));

/**
 * The client sends the lead's company and group company too: the recommendation copies the lead's,
 * and another client or group company sent is refused (422), not ignored.
 */
const createBody = hydraBody({
  troncCommunLead: requiredRef(PATHS.leads),
  company: ref(PATHS.companies),
  triangleCompany: ref(PATHS.triangleCompanies),
});

const updateBody = hydraBody({
  validAt: date(),
  state: recommendationState.nullish(),
  refusedStatus: refusedStatus.nullish(),
  projectManager: ref(PATHS.users),
  document: ref(PATHS.files),
});

const search = (caller: AppCaller, req: HydraRequest) =>
  caller.recommendation.search({
    leadId: req.query.ref("lead_id", PATHS.leads) ?? req.query.ref("troncCommunLead", PATHS.leads),
    q: req.query.string("q"),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.recommendations, MAX_PAGE_SIZE),
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

export const recommendationRoutes: HydraRoute[] = [
  ...hydraResource({
    wire: recommendationWire,
    lists: [{ call: search }, { path: PATHS.recommendationsSearch, call: search }],
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
    get: (caller, id) => caller.recommendation.get({ id }),
    update: {
      body: updateBody,
      call: (caller, id, input) => caller.recommendation.save(saveInput(id, input)),
    },
    delete: (caller, id) => caller.recommendation.delete({ id }),
  }),
  {
    method: "GET",
    path: `${DUPLICATE_RECOMMENDATION_PATH}/:id`,
    handle: async (caller, req) =>
      recommendationWire.item(await caller.recommendation.duplicate({ id: idParam(req) })),
  },
];
