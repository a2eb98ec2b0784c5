import type { SessionUser } from "../lib/trpc";

/** Who may open a route, see a menu entry or a shortcut: one vocabulary for all three. */
export type Access = "superAdmin" | "accounting" | "alertReader";

const flagOf = {
  superAdmin: "isSuperAdmin",
  accounting: "isCompta",
  alertReader: "isReadAlert",
} as const satisfies Record<Access, keyof SessionUser>;

/** Whether the session may use what `access` guards; no access means every signed-in user. */
export function canAccess(user: SessionUser, access: Access | undefined): boolean {
  return access === undefined || user[flagOf[access]];
}
