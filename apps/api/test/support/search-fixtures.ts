import { charges, companies, type Db, projects, tasks, taskTypes } from "@tronc/db";
import {
  chargeSearchText,
  companySearchText,
  projectSearchText,
  taskSearchText,
  toCents,
} from "@tronc/domain";
import { insertListScenario } from "../billing/invoice-list-helpers";

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/**
 * What the search tests find, each with the search text its own save would store: a client with a
 * SIRET, a task of its project, four invoices (FA-SRCH-2026-00007 validated, 175,00 TTC), a charge.
 */
export async function insertSearchScenario(
  db: Db,
  options: { issuerA: number; issuerB: number; creatorId: number; today: string },
) {
  const client = { name: "Brasserie Quetzal", siret: "73282932000074" };
  const { id: clientId } = await one(
    db
      .insert(companies)
      .values({ ...client, searchText: companySearchText(client) })
      .returning({ id: companies.id }),
  );
  const { id: projectId } = await one(
    db
      .insert(projects)
      .values({
        name: "Fête Quetzal",
        state: "STATE_PROJECT",
        companyId: clientId,
        searchText: projectSearchText({ name: "Fête Quetzal", clientName: client.name }),
      })
      .returning({ id: projects.id }),
  );
  const { id: typeId } = await one(
    db.insert(taskTypes).values({ name: "Montage" }).returning({ id: taskTypes.id }),
  );
  const task = { name: "Monter le chapiteau", projectName: "Fête Quetzal", clientName: client.name };
  const { id: taskId } = await one(
    db
      .insert(tasks)
      .values({
        name: task.name,
        projectId,
        taskTypeId: typeId,
        state: "STATE_NEW",
        priority: "PRIORITY_NORMAL",
        startAt: "2026-06-01",
        durationHours: "2",
        searchText: taskSearchText(task),
      })
      .returning({ id: tasks.id }),
  );
  const charge = { title: "Abonnement Quetzal", type: "CHARGE_TYPE_SUBSTRIPTION" as const };
  const { id: chargeId } = await one(
    db
      .insert(charges)
      .values({
        ...charge,
        amountCents: toCents(4_900),
        dateFrom: "2026-01-01",
        valuesFrom: "2026-01-01",
        companiesParts: [{ companyId: options.issuerA, pct: "100" }],
        searchText: chargeSearchText(charge),
      })
      .returning({ id: charges.id }),
  );
  const invoices = await insertListScenario(db, { ...options, code: "SRCH" });
  return { clientId, projectId, taskId, chargeId, invoices };
}
