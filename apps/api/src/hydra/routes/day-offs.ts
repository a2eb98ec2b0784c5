import { dayOffCreateInput } from "../../routers/day-off.schemas";
import type { DayOffDto } from "../../services/leave/day-offs/queries";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";

const wire = wireType("DayOff", PATHS.dayOffs, (leave: DayOffDto) => ({
  id: leave.id,
  startAt: leave.startAt,
  endAt: leave.endAt,
  createdAt: leave.createdAt,
  state: leave.state,
  owner: leave.owner ? hydraMember("User", iri(PATHS.users, leave.owner.id), leave.owner) : null,
}));

/** The body is the procedure's own input (dates and state); the service judges them in French. */
const body = dayOffCreateInput;

export const dayOffRoutes = hydraResource({
  wire,
  lists: [
    {
      path: PATHS.dayOffsSearch,
      call: (caller, req) =>
        caller.dayOff.list({ year: req.query.int("year"), month: req.query.int("month") }),
    },
    { call: (caller) => caller.dayOff.listAll() },
  ],
  create: { body, call: (caller, input) => caller.dayOff.create(input) },
  get: (caller, id) => caller.dayOff.get({ id }),
  update: { body, call: (caller, id, input) => caller.dayOff.update({ id, ...input }) },
  delete: (caller, id) => caller.dayOff.delete({ id }),
});
