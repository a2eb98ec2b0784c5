import { companies, materials, projects, tasks } from "@tronc/db";
import { PROJECT_STATE_LABELS, TASK_STATE_LABELS, toParisDate } from "@tronc/domain";
import { desc, eq } from "drizzle-orm";
import { taskListConditions } from "../../../../services/work/tasks/search";
import { materialContract } from "../../../support/materials/contract";
import { materialConditions } from "../../../support/materials/search";
import { projectContract } from "../../../work/projects/contract";
import { projectListConditions } from "../../../work/projects/search";
import { taskContract } from "../../../work/tasks/contract";
import { hit, joined, type KindFinder, listUrl, screenUrl } from "./finder";

/** Projects by name or client (the project list's text). */
export const projectFinder: KindFinder = {
  kind: "project",
  policy: projectContract.operations.search.policy,
  listPath: "/projects",
  async find({ db }, q, limit) {
    const rows = await db
      .select({ id: projects.id, name: projects.name, state: projects.state, client: companies.name })
      .from(projects)
      .leftJoin(companies, eq(companies.id, projects.companyId))
      .where(projectListConditions({ q }, db))
      .orderBy(desc(projects.id))
      .limit(limit)
      .prepare("search_project")
      .execute();
    return rows.map((row) =>
      hit("project", {
        id: row.id,
        title: row.name,
        party: row.client,
        state: PROJECT_STATE_LABELS[row.state],
        url: screenUrl("/projects", row.id),
      }),
    );
  },
};

/** Tasks by their name, project or client (the task list's text). */
export const taskFinder: KindFinder = {
  kind: "task",
  policy: taskContract.operations.search.policy,
  listPath: "/task",
  async find({ db, now }, q, limit) {
    const rows = await db
      .select({ id: tasks.id, name: tasks.name, state: tasks.state, project: projects.name })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(taskListConditions({ q }, toParisDate(now)))
      .orderBy(desc(tasks.id))
      .limit(limit)
      .prepare("search_task")
      .execute();
    return rows.map((row) =>
      hit("task", {
        id: row.id,
        title: row.name,
        party: row.project,
        state: TASK_STATE_LABELS[row.state],
        url: screenUrl("/task", row.id),
      }),
    );
  },
};

/** Materials by name, brand, model, phone number, plate… (the material list's text); no screen of their own. */
export const materialFinder: KindFinder = {
  kind: "material",
  policy: materialContract.operations.search.policy,
  listPath: "/material",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: materials.id,
        name: materials.name,
        brand: materials.brand,
        model: materials.model,
        phone: materials.phoneNumber,
        isActive: materials.isActive,
      })
      .from(materials)
      .where(materialConditions({ q }))
      .orderBy(desc(materials.id))
      .limit(limit)
      .prepare("search_material")
      .execute();
    return rows.map((row) => {
      const title = row.name || joined(row.brand, row.model) || `Matériel n° ${row.id}`;
      return hit("material", {
        id: row.id,
        title,
        detail: joined(row.brand, row.model, row.phone),
        state: row.isActive ? "Actif" : "Inactif",
        url: listUrl("/material", title),
      });
    });
  },
};
