import type { HydraRoute } from "../../hydra/route";
import { admit, type Policy } from "../policies";

/**
 * A row built by a shared helper (a document's lines, a body route) put behind the door of the
 * operation it asks: 401/403 before the path's id, the query or the body is read.
 */
export const behindDoor = (policy: Policy, route: HydraRoute): HydraRoute => ({
  ...route,
  handle: (caller, req) => {
    admit(req.user, policy);
    return route.handle(caller, req);
  },
});
