import { TRPCError } from "@trpc/server";
import type { AccountView } from "../../services/core/users/user-views";
import { bool, hydraBody, refs, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";

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
}));

/** The body of the old client: identity, discr (always 'coach-ia'), triangleCompanies as IRIs. */
const body = hydraBody({
  discr: text(40),
  name: text(300),
  lastname: text(300),
  email: text(300),
  phone: text(300),
  password: text(300),
  isReceiveMailLead: bool(),
  isActif: bool(),
  triangleCompanies: refs(PATHS.triangleCompanies),
});
type CoachBody = typeof body._output;

function coachFields({ discr, triangleCompanies, isActif: _, ...identity }: CoachBody) {
  if (discr !== undefined && discr !== null && discr !== "coach-ia") {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Le champ discr doit valoir « coach-ia »." });
  }
  return { ...identity, triangleCompanyIds: triangleCompanies };
}

export const coachRoutes = hydraResource({
  wire,
  lists: [
    {
      path: PATHS.coachesSearch,
      call: (caller, req) =>
        caller.coach.list({
          q: req.query.string("q"),
          page: req.query.page(),
          pageSize: req.query.maxResults(120),
        }),
    },
  ],
  create: {
    body,
    call: (caller, input) => caller.coach.create({ ...coachFields(input), isActif: input.isActif }),
  },
  get: (caller, id) => caller.coach.get({ id }),
  update: {
    body,
    call: (caller, id, input) => caller.coach.update({ id, ...coachFields(input), isActif: input.isActif }),
  },
});
