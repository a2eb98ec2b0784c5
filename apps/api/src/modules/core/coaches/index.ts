import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import type { AccountView } from "../users/user-views";
import { coachContract } from "./contract";
import { createCoach, getCoach, listCoaches, updateCoach } from "./services";

const wire = wireType("CoachIAUser", PATHS.coaches, (coach: AccountView) => ({
  id: coach.id,
  name: coach.name,
  lastname: coach.lastname,
  email: coach.email,
  phone: coach.phone,
  discr: coach.discr,
  isActif: coach.isActif,
  fullname: coach.fullname,
  unsetTakeOffCount: coach.unsetTakeOffCount,
  isReceiveMailLead: coach.isReceiveMailLead,
  triangleCompanies: coach.triangleCompanies.map((company) => iri(PATHS.triangleCompanies, company.id)),
  version: coach.version,
}));

/** /api/diam/coach_i_a_users: its -search list (q, page, maxResults), POST, GET and PUT {id}. */
export const coachModule = defineResource(
  coachContract,
  { list: listCoaches, get: getCoach, create: createCoach, update: updateCoach },
  {
    hydra: {
      wire,
      wireNames: { triangleCompanyIds: "triangleCompanies" },
      lists: [
        {
          path: PATHS.coachesSearch,
          operation: "list",
          input: (query) => ({ q: query.string("q"), page: query.page(), pageSize: query.maxResults(120) }),
        },
      ],
      create: "create",
      get: "get",
      update: "update",
    },
  },
);
