import { ROLES, type Role } from "@tronc/domain";
import type { SessionUser } from "../lib/trpc";

/** Who may open a route, see a menu entry or a shortcut: the domain's roles, as the server reads them. */
export type Access = Exclude<Role, "signedIn">;

/** Whether the session may use what `access` guards; no access means every signed-in user. */
export function canAccess(user: SessionUser, access: Access | undefined): boolean {
  return access === undefined || ROLES[access](user);
}
