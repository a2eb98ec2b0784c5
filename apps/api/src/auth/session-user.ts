import { type DbOrTx, triangleCompanies, users, userTriangleCompanies } from "@tronc/db";
import { and, eq, sql } from "drizzle-orm";

/** What the server knows of the signed-in person on every request. */
export interface SessionUser {
  id: number;
  email: string;
  fullname: string;
  isSuperAdmin: boolean;
  isCompta: boolean;
  isReadAlert: boolean;
  isLeaveAdmin: boolean;
  triangleCompanies: { id: number; name: string; isActive: boolean }[];
}

/** Only active group users use the back-office; AI coaches ('coach-ia') have their own area elsewhere. */
export const BACK_OFFICE_DISCR = "triangle-user";

export const mayUseBackOffice = and(eq(users.isActif, true), eq(users.discr, BACK_OFFICE_DISCR));

export function fullname(user: { name: string; lastname: string }): string {
  return `${user.name} ${user.lastname}`.trim();
}

/** The user's group companies by name, folded into the same row as the user. */
const companiesJson = sql<SessionUser["triangleCompanies"]>`coalesce((
  select json_agg(json_build_object(
    'id', ${triangleCompanies.id}, 'name', ${triangleCompanies.name}, 'isActive', ${triangleCompanies.isActive}
  ) order by ${triangleCompanies.name})
  from ${userTriangleCompanies}
  join ${triangleCompanies} on ${triangleCompanies.id} = ${userTriangleCompanies.triangleCompanyId}
  where ${userTriangleCompanies.userId} = ${users.id}
), '[]'::json)`;

export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  lastname: users.lastname,
  isSuperAdmin: users.isSuperAdmin,
  isCompta: users.isCompta,
  isReadAlert: users.isReadAlert,
  isLeaveAdmin: users.isLeaveAdmin,
  triangleCompanies: companiesJson,
};

export type SessionUserRow = Pick<
  typeof users.$inferSelect,
  "id" | "email" | "name" | "lastname" | "isSuperAdmin" | "isCompta" | "isReadAlert" | "isLeaveAdmin"
> & { triangleCompanies: SessionUser["triangleCompanies"] };

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    fullname: fullname(row),
    isSuperAdmin: row.isSuperAdmin,
    isCompta: row.isCompta,
    isReadAlert: row.isReadAlert,
    isLeaveAdmin: row.isLeaveAdmin,
    triangleCompanies: row.triangleCompanies,
  };
}

/** The back-office user with this id, or null when the account is inactive, a coach or gone. */
export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), mayUseBackOffice));
  return row ? toSessionUser(row) : null;
}
