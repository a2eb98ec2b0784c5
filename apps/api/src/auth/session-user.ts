import { type DbOrTx, triangleCompanies, users, userTriangleCompanies } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";

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

export function fullname(user: { name: string; lastname: string }): string {
  return `${user.name} ${user.lastname}`.trim();
}

export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActif, true)));
  if (!user) return null;
  const companies = await db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name, isActive: triangleCompanies.isActive })
    .from(userTriangleCompanies)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, userTriangleCompanies.triangleCompanyId))
    .where(eq(userTriangleCompanies.userId, userId))
    .orderBy(asc(triangleCompanies.name));
  return {
    id: user.id,
    email: user.email,
    fullname: fullname(user),
    isSuperAdmin: user.isSuperAdmin,
    isCompta: user.isCompta,
    isReadAlert: user.isReadAlert,
    isLeaveAdmin: user.isLeaveAdmin,
    triangleCompanies: companies,
  };
}
