import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import { createDayOff, deleteDayOff, updateDayOff } from "./commands";
import { dayOffContract } from "./contract";
import { type DayOffDto, getDayOff, listDayOffsOfMonth, listVisibleDayOffs } from "./queries";

const wire = wireType("DayOff", PATHS.dayOffs, (leave: DayOffDto) => ({
  id: leave.id,
  startAt: leave.startAt,
  endAt: leave.endAt,
  createdAt: leave.createdAt,
  state: leave.state,
  owner: leave.owner ? hydraMember("User", iri(PATHS.users, leave.owner.id), leave.owner) : null,
}));

/** /api/tronc-commun/day_offs (every leave one may see), its month search, POST, GET, PUT and DELETE {id}. */
export const dayOffModule = defineResource(
  dayOffContract,
  {
    list: listDayOffsOfMonth,
    listAll: listVisibleDayOffs,
    get: getDayOff,
    create: createDayOff,
    update: updateDayOff,
    delete: deleteDayOff,
  },
  {
    hydra: {
      wire,
      lists: [
        {
          path: PATHS.dayOffsSearch,
          operation: "list",
          input: (query) => ({ year: query.int("year"), month: query.int("month") }),
        },
        { operation: "listAll" },
      ],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
