import { TRPCError } from "@trpc/server";
import type { AccountView } from "../../services/users/user-views";
import { iri, refIds } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRoute, idParam } from "../route";
import { TRIANGLE_COMPANIES_PATH as TRIANGLE_COMPANIES } from "./triangle-companies";

const COACHES = "/api/diam/coach_i_a_users";

const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

function fields(coach: AccountView) {
  return {
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
    triangleCompanies: coach.triangleCompanies.map((company) => iri(TRIANGLE_COMPANIES, company.id)),
  };
}

const item = (coach: AccountView) => hydraItem("CoachIAUser", iri(COACHES, coach.id), fields(coach));

function text(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return value;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw bad(`Le champ ${name} doit être un texte.`);
}

function flag(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  throw bad(`Le champ ${name} doit valoir true ou false.`);
}

/** The body of the old client: identity, discr (always 'coach-ia'), triangleCompanies as IRIs. */
function coachBody(body: Record<string, unknown>) {
  if (body.discr !== undefined && body.discr !== null && body.discr !== "coach-ia") {
    throw bad("Le champ discr doit valoir « coach-ia ».");
  }
  return {
    name: text(body, "name"),
    lastname: text(body, "lastname"),
    email: text(body, "email"),
    phone: text(body, "phone"),
    password: text(body, "password"),
    isReceiveMailLead: flag(body, "isReceiveMailLead"),
    triangleCompanyIds:
      body.triangleCompanies === undefined ? undefined : refIds(body.triangleCompanies, "triangleCompanies"),
  };
}

export const coachRoutes: HydraRoute[] = [
  {
    method: "POST",
    path: COACHES,
    handle: async (caller, req) => item(await caller.coach.create(coachBody(req.body))),
  },
  {
    method: "GET",
    path: `${COACHES}/:id`,
    handle: async (caller, req) => item(await caller.coach.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${COACHES}/:id`,
    handle: async (caller, req) =>
      item(
        await caller.coach.update({
          id: idParam(req),
          ...coachBody(req.body),
          isActif: flag(req.body, "isActif"),
        }),
      ),
  },
  {
    method: "GET",
    path: `${COACHES}-search`,
    async handle(caller, req) {
      const result = await caller.coach.list({
        q: req.query.string("q"),
        page: req.query.page(),
        pageSize: req.query.maxResults(120),
      });
      return hydraCollection(
        `${COACHES}-search`,
        result.items.map((coach) => hydraMember("CoachIAUser", iri(COACHES, coach.id), fields(coach))),
        result.total,
      );
    },
  },
];
