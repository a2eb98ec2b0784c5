import { projects, triangleCompanies, users } from "@tronc/db";
import { and, asc, eq, ne } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../../services/shared/context";

export interface TimeEntryOptions {
  /** The 'Saisir temps' group company choices: the user's active group companies first… */
  myTriangleCompanies: { id: number; name: string }[];
  /** …then every active one (someone may work for a company they are not attached to). */
  triangleCompanies: { id: number; name: string }[];
  /** The users filter: active group users. */
  users: { id: number; fullname: string }[];
  /** The project filter: every project past the lead stage. */
  projects: { id: number; name: string }[];
}

export async function timeEntryOptions({ db, user }: ServiceContext): Promise<TimeEntryOptions> {
  const [groups, people, projectRows] = await Promise.all([
    db
      .select({ id: triangleCompanies.id, name: triangleCompanies.name })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.isActive, true))
      .orderBy(asc(triangleCompanies.name)),
    db
      .select({ id: users.id, name: users.name, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.isActif, true), eq(users.discr, "triangle-user")))
      .orderBy(asc(users.name), asc(users.lastname)),
    db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(ne(projects.state, "STATE_LEAD"))
      .orderBy(asc(projects.name), asc(projects.id)),
  ]);
  return {
    myTriangleCompanies: user.triangleCompanies
      .filter((company) => company.isActive)
      .map(({ id, name }) => ({ id, name })),
    triangleCompanies: groups,
    users: people.map((person) => ({ id: person.id, fullname: fullname(person) })),
    projects: projectRows,
  };
}
