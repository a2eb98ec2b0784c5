import { z } from "zod";
import { date, hydraBody, parseBody, ref, refs, setRef, text, textOrEmpty } from "../../../hydra/body";
import { putVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRequest, HydraRoute } from "../../../hydra/route";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { MATERIAL_PATHS } from "../../support/materials/wire";
import { projectContract, projectState } from "./contract";
import { projectCardMember, projectWire } from "./wire";

const { operations } = projectContract;

/**
 * The POST's and the PUT's body, as the spec's clients send it: `lead` picks the operation (a lead's
 * project or a manual one), which no operation's input holds, so these rows are written by hand; the
 * procedures then read the ids with the contract's schemas, as they always did.
 */
const body = hydraBody({
  lead: ref(PATHS.leads),
  name: textOrEmpty(250),
  state: projectState.optional(),
  company: ref(PATHS.companies),
  creator: ref(PATHS.users),
  /** The project manager may be changed, never cleared (document 2 §5). */
  projectManager: setRef(PATHS.users),
  ownerTriangleCompany: ref(PATHS.triangleCompanies),
  deliveryDate: date(),
  refusedStatus: text(40),
  comment: text(100_000),
  gameUrl: text(500),
  triangleCompanies: refs(PATHS.triangleCompanies),
  triangleUsers: refs(PATHS.users),
  attachments: refs(PATHS.files),
  materials: refs(...MATERIAL_PATHS),
});

const projectInput = ({
  lead: _,
  company,
  creator,
  projectManager,
  ownerTriangleCompany,
  triangleCompanies,
  triangleUsers,
  attachments,
  materials,
  ...rest
}: typeof body._output) => ({
  ...rest,
  companyId: company,
  creatorId: creator,
  projectManagerId: projectManager,
  ownerTriangleCompanyId: ownerTriangleCompany,
  triangleCompanyIds: triangleCompanies,
  triangleUserIds: triangleUsers,
  fileIds: attachments,
  materialIds: materials,
});

/** The list's query string: q, state (one or several), company, projectManager, triangleUser, triangleCompany. */
const search = (caller: AppCaller, req: HydraRequest) => {
  admit(req.user, operations.search.policy);
  const states = parseBody(z.array(projectState), req.query.list("state"), "state");
  return caller.project.search({
    q: req.query.string("q"),
    states,
    companyId: req.query.ref("company", PATHS.companies),
    projectManagerId: req.query.ref("projectManager", PATHS.users),
    triangleUserId: req.query.ref("triangleUser", PATHS.users),
    triangleCompanyId: req.query.ref("triangleCompany", PATHS.triangleCompanies),
    page: req.query.page(),
    pageSize: req.query.maxResults(50, 10_000),
  });
};

/**
 * The projects' Hydra rows beyond the module's own: both lists answer the cards, documented without
 * their type as they always were; a POST for a lead that already has its project (always, since the
 * lead creates it) updates that project instead of adding a second (DESIGN §10), without a lead it
 * creates a manual one; the PUT reads the same body.
 */
export const projectExtraRows: HydraRoute[] = [
  collectionRoute(PATHS.projectsSearch, projectCardMember, search),
  collectionRoute(PATHS.projects, projectCardMember, search),
  ...hydraResource({
    wire: projectWire,
    policies: { create: operations.create.policy, update: operations.update.policy },
    create: {
      body,
      call: (caller, input) =>
        input.lead
          ? caller.project.saveForLead({ leadId: input.lead, ...projectInput(input) })
          : caller.project.create(projectInput(input)),
    },
    update: {
      body,
      call: async (caller, id, input, req) => {
        const version = await putVersion(req, { type: projectWire.type, id }, () =>
          caller.project.get({ id }),
        );
        return caller.project.update({ id, version, ...projectInput(input) });
      },
    },
  }),
];
