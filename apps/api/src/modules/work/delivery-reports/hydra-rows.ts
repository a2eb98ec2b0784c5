import { bool, hydraBody, requiredRef, text } from "../../../hydra/body";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { collectionRoute, hydraResource, wireType } from "../../../hydra/resource";
import type { HydraRequest, HydraRoute } from "../../../hydra/route";
import { companyMember, triangleCompanyMember, userMember } from "../../../hydra/routes/sales-wire";
import type { Page } from "../../../services/shared/paginate";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { deliveryReportContract, deliveryReportFilters } from "./contract";
import type { DeliveryReportListItem, DeliveryReportView } from "./views";

const TYPE = "TroncCommunDeliveryReport";

const { operations } = deliveryReportContract;

const userOf = (user: { id: number; name: string } | null) =>
  userMember(user ? { id: user.id, fullname: user.name } : null);

/** The list view (doc 3 §3): createdAt, project {id, name, company, ownerTriangleCompany}, state, signAt, isBilled, token. */
const listFields = (item: DeliveryReportListItem) => ({
  id: item.id,
  createdAt: item.createdAt,
  project: hydraMember("TroncCommunProject", iri(PATHS.projects, item.project.id), {
    id: item.project.id,
    name: item.project.name,
    company: companyMember(item.project.company),
    ownerTriangleCompany: triangleCompanyMember(item.project.ownerTriangleCompany),
  }),
  state: item.state,
  signAt: item.signedAt,
  isBilled: item.isBilled,
  token: item.token,
  canEdit: item.canEdit,
  canDelete: item.canDelete,
  canDownloadPdf: item.canDownloadPdf,
  canSetBilled: item.canSetBilled,
});

/** The item (doc 2 §3): id, content, project, projectName, creatorSignPicture, state, token, createdAt, createdBy. */
const wire = wireType(TYPE, PATHS.deliveryReports, (view: DeliveryReportView) => ({
  ...listFields(view),
  content: view.content,
  project: iri(PATHS.projects, view.project.id),
  projectName: view.project.name,
  creatorSignPicture: view.creatorSignature,
  createdBy: userOf(view.createdBy),
  evidence: view.evidence,
}));

const listMember = (item: DeliveryReportListItem) =>
  hydraMember(TYPE, iri(PATHS.deliveryReports, item.id), listFields(item));

const SIGNATURE_MAX = 420_000;

const createBody = hydraBody({
  project: requiredRef(PATHS.projects),
  content: text(100_000),
  creatorSignPicture: text(SIGNATURE_MAX),
});

/** Absent keeps; content and signature in draft, isBilled by the accounting ('save with id and isBilled'). */
const updateBody = hydraBody({
  content: text(100_000),
  creatorSignPicture: text(SIGNATURE_MAX),
  isBilled: bool(),
});

/** The list's and the export's query string, checked by the procedure's own schema (400 in French). */
export function deliveryReportFiltersFromQuery(query: QueryReader) {
  const billed = query.string("isBilled");
  return deliveryReportFilters.parse({
    from: query.string("from"),
    to: query.string("to"),
    triangleCompanyId: query.ref("searchTriangleCompany", PATHS.triangleCompanies),
    states: query.list("searchStates"),
    billed: billed === "1" ? "billed" : billed === "0" ? "notBilled" : billed,
    companyId: query.ref("company", PATHS.companies),
  });
}

const search = (caller: AppCaller, req: HydraRequest): Promise<Page<DeliveryReportListItem>> => {
  admit(req.user, operations.search.policy);
  return caller.deliveryReport.search({
    ...deliveryReportFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(50, 500),
  });
};

/**
 * /api/tronc-commun/delivery-reports-search, then POST, GET, PUT and DELETE {id}: written by hand,
 * since the list's members and the bodies are the wire's own (the project as an IRI, the signature
 * as creatorSignPicture); each asks the module's procedure.
 */
export const deliveryReportRows: HydraRoute[] = [
  collectionRoute(PATHS.deliveryReportsSearch, listMember, search),
  ...hydraResource({
    wire,
    policies: {
      create: operations.create.policy,
      get: operations.get.policy,
      update: operations.update.policy,
      delete: operations.delete.policy,
    },
    create: {
      body: createBody,
      call: (caller, input) =>
        caller.deliveryReport.create({
          projectId: input.project,
          content: input.content,
          creatorSignature: input.creatorSignPicture,
        }),
    },
    get: (caller, id) => caller.deliveryReport.get({ id }),
    update: {
      body: updateBody,
      call: (caller, id, input) =>
        caller.deliveryReport.update({
          id,
          content: input.content,
          creatorSignature: input.creatorSignPicture,
          isBilled: input.isBilled,
        }),
    },
    delete: (caller, id) => caller.deliveryReport.delete({ id }),
  }),
];
