import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { triangleCompanyMember, userMember } from "../../../hydra/routes/sales-wire";
import type { RecommendationView } from "../../../services/proposals/recommendations/views";

/** Spec §3 Recommendation; delieveryDate(End) keep their misspelling through the alias table. */
export const recommendationWire = wireType(
  "Recommandation",
  PATHS.recommendations,
  (reco: RecommendationView) => ({
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
  }),
);
