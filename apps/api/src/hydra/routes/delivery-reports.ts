import { deliveryReportFiltersInput } from "../../routers/delivery-report.schemas";
import type { DeliveryReportListItem, DeliveryReportView } from "../../services/work/delivery-reports/views";
import type { AppCaller } from "../../trpc/caller";
import { bool, hydraBody, requiredRef, text } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";
import { collectionRoute, hydraResource, wireType } from "../resource";
import type { HydraRequest } from "../route";
import { companyMember, triangleCompanyMember, userMember } from "./sales-wire";

const TYPE = "TroncCommunDeliveryReport";

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
  return deliveryReportFiltersInput.parse({
    from: query.string("from"),
    to: query.string("to"),
    triangleCompanyId: query.ref("searchTriangleCompany", PATHS.triangleCompanies),
    states: query.list("searchStates"),
    billed: billed === "1" ? "billed" : billed === "0" ? "notBilled" : billed,
    companyId: query.ref("company", PATHS.companies),
  });
}

const search = (caller: AppCaller, req: HydraRequest) =>
  caller.deliveryReport.search({
    ...deliveryReportFiltersFromQuery(req.query),
    page: req.query.page(),
    pageSize: req.query.maxResults(50, 500),
  });

export const deliveryReportRoutes = [
  collectionRoute(PATHS.deliveryReportsSearch, listMember, search),
  ...hydraResource({
    wire,
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
