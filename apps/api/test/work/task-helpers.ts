import {
  companies,
  type Db,
  projects,
  taskAssignees,
  taskFiles,
  tasks,
  taskTypes,
  timeEntries,
} from "@tronc/db";
import { count } from "drizzle-orm";

/** Rows the task tests work on: a client, projects in several states and two task types. */
export async function insertTaskFixtures(db: Db, tag: string) {
  const [client] = await db
    .insert(companies)
    .values({ name: `Client ${tag}` })
    .returning({ id: companies.id });
  const [otherClient] = await db
    .insert(companies)
    .values({ name: `Autre ${tag}` })
    .returning({ id: companies.id });
  if (!client || !otherClient) throw new Error("client insert returned nothing");
  const project = async (name: string, state: typeof projects.$inferInsert.state, companyId = client.id) => {
    const [row] = await db.insert(projects).values({ name, state, companyId }).returning({ id: projects.id });
    if (!row) throw new Error("project insert returned nothing");
    return row.id;
  };
  const [type, otherType] = await db
    .insert(taskTypes)
    .values([{ name: `Montage ${tag}` }, { name: `Graphisme ${tag}` }])
    .returning({ id: taskTypes.id });
  if (!type || !otherType) throw new Error("task type insert returned nothing");
  return {
    clientId: client.id,
    otherClientId: otherClient.id,
    projectId: await project(`Séminaire ${tag}`, "STATE_PROJECT"),
    plannedProjectId: await project(`Salon ${tag}`, "STATE_PLANNED", otherClient.id),
    archivedProjectId: await project(`Archive ${tag}`, "STATE_ARCHIVED"),
    leadProjectId: await project(`Piste ${tag}`, "STATE_LEAD"),
    typeId: type.id,
    otherTypeId: otherType.id,
  };
}

export async function taskRowCounts(db: Db) {
  const countOf = async (table: typeof tasks | typeof taskAssignees | typeof taskFiles) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    tasks: await countOf(tasks),
    assignees: await countOf(taskAssignees),
    files: await countOf(taskFiles),
    timeEntries: (await db.select({ n: count() }).from(timeEntries))[0]?.n ?? 0,
  };
}

export const LONG_DESCRIPTION = "<p>Réserver la salle et vérifier le matériel son.</p>";
