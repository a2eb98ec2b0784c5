import type { DayOffDto } from "../../services/day-off";
import { iri } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRequest, type HydraRoute, idParam } from "../route";

const COLLECTION = "/api/tronc-commun/day_offs";
const TYPE = "DayOff";

function fields(leave: DayOffDto) {
  return {
    id: leave.id,
    startAt: leave.startAt,
    endAt: leave.endAt,
    createdAt: leave.createdAt,
    state: leave.state,
    owner: leave.owner ? hydraMember("User", iri("/api/users", leave.owner.id), leave.owner) : null,
  };
}

const item = (leave: DayOffDto) => hydraItem(TYPE, iri(COLLECTION, leave.id), fields(leave));
const member = (leave: DayOffDto) => hydraMember(TYPE, iri(COLLECTION, leave.id), fields(leave));
const collection = (path: string, leaves: DayOffDto[]) =>
  hydraCollection(path, leaves.map(member), leaves.length);

/** The body's dates and state, passed as they came: the procedure's schema and the service judge them. */
function leaveBody({ body }: HydraRequest) {
  return {
    startAt: body.startAt as string | null | undefined,
    endAt: body.endAt as string | null | undefined,
    state: body.state as string | null | undefined,
  };
}

export const dayOffRoutes: HydraRoute[] = [
  {
    method: "GET",
    path: "/api/tronc-commun/day_offs-search",
    handle: async (caller, req) => {
      const period = { year: req.query.int("year"), month: req.query.int("month") };
      return collection("/api/tronc-commun/day_offs-search", await caller.dayOff.list(period));
    },
  },
  {
    method: "GET",
    path: COLLECTION,
    handle: async (caller) => collection(COLLECTION, await caller.dayOff.listAll()),
  },
  {
    method: "POST",
    path: COLLECTION,
    handle: async (caller, req) => item(await caller.dayOff.create(leaveBody(req))),
  },
  {
    method: "GET",
    path: `${COLLECTION}/:id`,
    handle: async (caller, req) => item(await caller.dayOff.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${COLLECTION}/:id`,
    handle: async (caller, req) => item(await caller.dayOff.update({ id: idParam(req), ...leaveBody(req) })),
  },
  {
    method: "DELETE",
    path: `${COLLECTION}/:id`,
    handle: async (caller, req) => {
      await caller.dayOff.delete({ id: idParam(req) });
      return null;
    },
  },
];
