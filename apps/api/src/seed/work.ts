import { createHash, randomBytes } from "node:crypto";
import {
  companies,
  type DbOrTx,
  deliveryReports,
  projects,
  projectTriangleCompanies,
  projectUsers,
  taskAssignees,
  tasks,
  taskTypes,
  timeEntries,
} from "@tronc/db";
import {
  addDays,
  type DeliveryReportState,
  isWorkingDay,
  projectSearchText,
  taskSearchText,
  toParisDate,
} from "@tronc/domain";
import { asc } from "drizzle-orm";
import type { DemoCore, DemoSeeder } from "./demo";
import { pick, seededRandom } from "./fake-data";
import {
  DEMO_FREE_TIME_COMMENTS,
  DEMO_PROJECTS,
  DEMO_REPORT_CONTENT,
  DEMO_SIGNATURE,
  DEMO_TASK_DESCRIPTION,
  DEMO_TIME_COMMENTS,
  type DemoPerson,
} from "./work-data";

const DAY = 86_400_000;

interface SeededTask {
  id: number;
  projectId: number;
  companyId: number | null;
  triangleCompanyId: number;
  assignees: number[];
  startAt: string;
}

async function idsByName(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: taskTypes.id, name: taskTypes.name }).from(taskTypes);
  return new Map(rows.map((row) => [row.name, row.id]));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo work: missing ${what}`);
  return value;
}

async function seedProjectsAndTasks(db: DbOrTx, now: Date, core: DemoCore): Promise<SeededTask[]> {
  const today = toParisDate(now);
  const person = (key: DemoPerson) => core.userIds[key];
  const clients = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(DEMO_PROJECTS.length);
  const types = await idsByName(db);
  const projectRows = await db
    .insert(projects)
    .values(
      DEMO_PROJECTS.map((project) => {
        const client = project.client === null ? undefined : clients[project.client % clients.length];
        return {
          name: project.name,
          state: project.state,
          creatorId: person(project.manager),
          companyId: client?.id ?? null,
          projectManagerId: person(project.manager),
          ownerTriangleCompanyId: core.companyIds[project.owner % core.companyIds.length] ?? null,
          deliveryDate: project.delivery === null ? null : addDays(today, project.delivery),
          comment: "<p>Projet de démonstration.</p>",
          gameUrl: project.gameUrl ?? null,
          searchText: projectSearchText({ name: project.name, clientName: client?.name }),
          createdAt: new Date(now.getTime() - 90 * DAY),
          updatedAt: now,
        };
      }),
    )
    .returning({ id: projects.id, companyId: projects.companyId, owner: projects.ownerTriangleCompanyId });
  const drafts = DEMO_PROJECTS.flatMap((project, index) => {
    const row = required(projectRows[index], "project row");
    const clientName = clients.find((client) => client.id === row.companyId)?.name;
    return project.tasks.map((task) => ({ project: row, clientName, projectName: project.name, task }));
  });
  if (drafts.length === 0) return [];
  const taskRows = await db
    .insert(tasks)
    .values(
      drafts.map(({ project, clientName, projectName, task }) => ({
        name: task.name,
        projectId: project.id,
        taskTypeId: required(types.get(task.type), `task type ${task.type}`),
        state: task.state,
        priority: task.priority ?? "PRIORITY_NORMAL",
        startAt: addDays(today, task.start),
        endAt: task.end === null ? null : addDays(today, task.end),
        description: DEMO_TASK_DESCRIPTION,
        progress: task.progress,
        durationHours: task.hours,
        creatorId: core.userIds.chef,
        searchText: taskSearchText({ name: task.name, projectName, clientName }),
        createdAt: new Date(now.getTime() + (task.start - 7) * DAY),
        updatedAt: now,
      })),
    )
    .returning({ id: tasks.id, startAt: tasks.startAt });
  const seeded = drafts.map(({ project, task }, index) => ({
    id: required(taskRows[index], "task row").id,
    startAt: required(taskRows[index], "task row").startAt,
    projectId: project.id,
    companyId: project.companyId,
    triangleCompanyId: project.owner ?? required(core.companyIds[0], "group company"),
    assignees: task.assignees.map(person),
  }));
  await db
    .insert(taskAssignees)
    .values(seeded.flatMap((task) => task.assignees.map((userId) => ({ taskId: task.id, userId }))));
  await db.insert(projectUsers).values(
    DEMO_PROJECTS.flatMap((project, index) => {
      const people = new Set([project.manager, ...project.tasks.flatMap((task) => task.assignees)]);
      const projectId = required(projectRows[index], "project row").id;
      return [...people].map((key) => ({ projectId, userId: person(key) }));
    }),
  );
  await db
    .insert(projectTriangleCompanies)
    .values(
      projectRows.flatMap((row) => (row.owner ? [{ projectId: row.id, triangleCompanyId: row.owner }] : [])),
    );
  await seedDeliveryReports(db, now, core, projectRows);
  return seeded;
}

async function seedDeliveryReports(
  db: DbOrTx,
  now: Date,
  core: DemoCore,
  projectRows: { id: number }[],
): Promise<void> {
  const reports = DEMO_PROJECTS.flatMap((project, index) =>
    (project.reports ?? []).map((state, rank) => ({
      projectId: required(projectRows[index], "project row").id,
      state,
      rank,
      creatorId: core.userIds[project.manager],
    })),
  );
  const answered = (state: DeliveryReportState) => state !== "DELIVERY_REPORT_DRAFT";
  await db.insert(deliveryReports).values(
    reports.map((report) => {
      const createdAt = new Date(now.getTime() - (10 + report.rank * 5) * DAY);
      const signedAt = new Date(createdAt.getTime() + 2 * DAY);
      const done = answered(report.state);
      return {
        projectId: report.projectId,
        content: DEMO_REPORT_CONTENT,
        state: report.state,
        // The public link's secret: random even in the demo, never guessable.
        token: randomBytes(32).toString("hex"),
        creatorSignature: DEMO_SIGNATURE,
        clientSignature: done ? DEMO_SIGNATURE : null,
        clientName: done ? "Camille Roux" : null,
        clientComment: report.state === "DELIVERY_REPORT_REFUSED" ? "Il manque le second écran prévu." : null,
        signedAt: done ? signedAt : null,
        signedIp: done ? "192.0.2.10" : null,
        signedPdfSha256: done
          ? createHash("sha256").update(`pv-demo-${report.projectId}-${report.rank}`).digest("hex")
          : null,
        isBilled: report.state === "DELIVERY_REPORT_VALIDATED" && report.rank > 0,
        createdById: report.creatorId,
        createdAt,
        updatedAt: done ? signedAt : createdAt,
      };
    }),
  );
}

/** Time spent on each working day of the last two months by Lucas, Hugo and Alice. */
async function seedTimeEntries(db: DbOrTx, now: Date, core: DemoCore, seeded: SeededTask[]) {
  const random = seededRandom(11);
  const today = toParisDate(now);
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  const people = [core.userIds.user, core.userIds.chef, core.userIds.admin];
  for (let offset = -60; offset <= 0; offset++) {
    const date = addDays(today, offset);
    if (!isWorkingDay(date)) continue;
    for (const userId of people) {
      const mine = seeded.filter((task) => task.assignees.includes(userId) && task.startAt <= date);
      const count = 1 + Math.floor(random() * 2);
      for (let rank = 0; rank < count; rank++) {
        const task = mine.length > 0 && random() < 0.8 ? pick(random, mine) : null;
        rows.push({
          date,
          hours: pick(random, ["1.00", "1.50", "2.00", "2.50", "3.00", "3.50"]),
          comment: pick(random, task ? DEMO_TIME_COMMENTS : DEMO_FREE_TIME_COMMENTS),
          userId,
          taskId: task?.id ?? null,
          projectId: task?.projectId ?? null,
          triangleCompanyId: task?.triangleCompanyId ?? required(core.companyIds[0], "group company"),
          companyId: task?.companyId ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  if (rows.length > 0) await db.insert(timeEntries).values(rows);
}

/**
 * Operations demo: seven projects in every state (with their tasks, some late, some resolved), two
 * months of time spent, and delivery reports in the three states. A few multi-row inserts.
 */
export const seedWork: DemoSeeder = async (db, now, core) => {
  await db.transaction(async (tx) => {
    const seeded = await seedProjectsAndTasks(tx, now, core);
    await seedTimeEntries(tx, now, core, seeded);
  });
  return core;
};
