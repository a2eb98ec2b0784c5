import { triangleCompanies, users } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../shared/context";

export interface LeadOptions {
  /** Managing and bringing company choices: the user's active group companies only. */
  myTriangleCompanies: { id: number; name: string }[];
  /** The list's group company filter: every active group company. */
  triangleCompanies: { id: number; name: string; color: string }[];
  /** Assignee, callback user and project manager choices: active group users only. */
  users: { id: number; fullname: string }[];
}

export async function leadOptions({ db, user }: ServiceContext): Promise<LeadOptions> {
  const [groups, people] = await Promise.all([
    db
      .select({ id: triangleCompanies.id, name: triangleCompanies.name, color: triangleCompanies.color })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.isActive, true))
      .orderBy(asc(triangleCompanies.name)),
    db
      .select({ id: users.id, name: users.name, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.isActif, true), eq(users.discr, "triangle-user")))
      .orderBy(asc(users.name), asc(users.lastname)),
  ]);
  return {
    myTriangleCompanies: user.triangleCompanies
      .filter((company) => company.isActive)
      .map(({ id, name }) => ({ id, name })),
    triangleCompanies: groups,
    users: people.map((person) => ({ id: person.id, fullname: fullname(person) })),
  };
}
