import { companies, type Db, projects, taskAssignees, tasks, taskTypes, timeEntries } from "@tronc/db";
import {
  addDays,
  type ProjectState,
  projectSearchText,
  type TaskState,
  taskSearchText,
  toParisDate,
} from "@tronc/domain";
import { asc, sql } from "drizzle-orm";
import { LAST_NAMES, pick, REQUESTS, seededRandom, weighted } from "./fake-data";

export interface GenerateWorkOptions {
  tasks: number;
  timeEntries: number;
  now: Date;
  userIds: number[];
  triangleCompanyIds: number[];
  seed?: number;
  batchSize?: number;
  onProgress?: (what: "tâches" | "temps", done: number, total: number) => void;
}

export interface GenerateWorkResult {
  projects: number;
  tasks: number;
  timeEntries: number;
}

const TASKS_PER_PROJECT = 20;
const VERBS = ["Préparer", "Valider", "Livrer", "Installer", "Animer", "Relancer", "Commander", "Tester"];
const THINGS = ["le devis", "la salle", "les badges", "le matériel", "le quiz", "la recette", "le planning"];

const projectState = (random: () => number): ProjectState =>
  weighted(random, [
    ["STATE_PROJECT", 20],
    ["STATE_TO_PLAN", 15],
    ["STATE_PLANNED", 25],
    ["STATE_FACTURABLE", 10],
    ["STATE_ARCHIVED", 30],
  ] as const);

const taskState = (random: () => number, archived: boolean): TaskState =>
  archived
    ? "STATE_CLOSED"
    : weighted(random, [
        ["STATE_NEW", 20],
        ["STATE_IN_COURSE", 25],
        ["STATE_STAND_BY", 5],
        ["STATE_WAITING_CUSTOMER_TEST", 5],
        ["STATE_WAITING_CUSTOMER_RETURN", 5],
        ["STATE_RESOLVED", 20],
        ["STATE_YEARLY", 2],
        ["STATE_CLOSED", 18],
      ] as const);

interface ProjectRef {
  id: number;
  name: string;
  archived: boolean;
  companyId: number | null;
  clientName: string | null;
  owner: number;
}

/**
 * Projects, tasks (with one or two assignees) and time entries in batched inserts, over the last three
 * years: the benchmark's 100,000 tasks and 300,000 time entries. Deterministic for a given seed.
 */
export async function generateWork(db: Db, options: GenerateWorkOptions): Promise<GenerateWorkResult> {
  const random = seededRandom(options.seed ?? 20_261_123);
  const batchSize = options.batchSize ?? 2000;
  const today = toParisDate(options.now);
  const clients = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(5000);
  const typeIds = (await db.select({ id: taskTypes.id }).from(taskTypes)).map((row) => row.id);
  if (typeIds.length === 0 || options.userIds.length === 0 || options.triangleCompanyIds.length === 0) {
    throw new Error("generateWork: task types, users and group companies are needed first");
  }
  const projectCount = Math.max(1, Math.ceil(options.tasks / TASKS_PER_PROJECT));
  const projectRefs: ProjectRef[] = [];
  for (let start = 0; start < projectCount; start += batchSize) {
    const size = Math.min(batchSize, projectCount - start);
    const drafts = Array.from({ length: size }, () => {
      const client = clients.length > 0 && random() < 0.9 ? pick(random, clients) : null;
      const name = `${pick(random, REQUESTS)} ${pick(random, LAST_NAMES)}`.slice(0, 250);
      return { name, client, state: projectState(random), owner: pick(random, options.triangleCompanyIds) };
    });
    const rows = await db
      .insert(projects)
      .values(
        drafts.map((draft) => ({
          name: draft.name,
          state: draft.state,
          companyId: draft.client?.id ?? null,
          projectManagerId: pick(random, options.userIds),
          creatorId: pick(random, options.userIds),
          ownerTriangleCompanyId: draft.owner,
          deliveryDate: addDays(today, Math.floor(random() * 1200) - 1000),
          searchText: projectSearchText({ name: draft.name, clientName: draft.client?.name }),
        })),
      )
      .returning({ id: projects.id });
    rows.forEach((row, index) => {
      const draft = drafts[index];
      if (!draft) return;
      projectRefs.push({
        id: row.id,
        name: draft.name,
        archived: draft.state === "STATE_ARCHIVED",
        companyId: draft.client?.id ?? null,
        clientName: draft.client?.name ?? null,
        owner: draft.owner,
      });
    });
  }
  const taskRefs: { id: number; project: ProjectRef; userId: number; startAt: string }[] = [];
  for (let start = 0; start < options.tasks; start += batchSize) {
    const size = Math.min(batchSize, options.tasks - start);
    await db.transaction(async (tx) => {
      const drafts = Array.from({ length: size }, () => {
        const project = pick(random, projectRefs);
        const startAt = addDays(today, Math.floor(random() * 1100) - 1000);
        const length = Math.floor(random() * 30);
        const state = taskState(random, project.archived);
        const name = `${pick(random, VERBS)} ${pick(random, THINGS)}`;
        const users = [pick(random, options.userIds)];
        if (random() < 0.3) users.push(pick(random, options.userIds));
        return { project, startAt, length, state, name, users: [...new Set(users)] };
      });
      const rows = await tx
        .insert(tasks)
        .values(
          drafts.map((draft) => ({
            name: draft.name,
            projectId: draft.project.id,
            taskTypeId: pick(random, typeIds),
            state: draft.state,
            startAt: draft.startAt,
            endAt: random() < 0.9 ? addDays(draft.startAt, draft.length) : null,
            description: "<p>Tâche générée pour les mesures de performance.</p>",
            progress:
              draft.state === "STATE_RESOLVED" || draft.state === "STATE_CLOSED"
                ? 100
                : 10 * Math.floor(random() * 10),
            durationHours: (1 + Math.floor(random() * 16)).toFixed(2),
            searchText: taskSearchText({
              name: draft.name,
              projectName: draft.project.name,
              clientName: draft.project.clientName,
            }),
          })),
        )
        .returning({ id: tasks.id });
      await tx
        .insert(taskAssignees)
        .values(
          rows.flatMap((row, index) =>
            (drafts[index]?.users ?? []).map((userId) => ({ taskId: row.id, userId })),
          ),
        );
      rows.forEach((row, index) => {
        const draft = drafts[index];
        if (draft)
          taskRefs.push({
            id: row.id,
            project: draft.project,
            userId: draft.users[0] ?? 0,
            startAt: draft.startAt,
          });
      });
    });
    options.onProgress?.("tâches", start + size, options.tasks);
  }
  for (let start = 0; start < options.timeEntries; start += batchSize) {
    const size = Math.min(batchSize, options.timeEntries - start);
    await db.insert(timeEntries).values(
      Array.from({ length: size }, () => {
        const task = taskRefs.length > 0 && random() < 0.85 ? pick(random, taskRefs) : null;
        return {
          date: task
            ? addDays(task.startAt, Math.floor(random() * 20))
            : addDays(today, -Math.floor(random() * 1000)),
          hours: pick(random, ["0.50", "1.00", "1.50", "2.00", "3.00", "4.00", "7.00"]),
          comment: task ? "Travail sur la tâche" : "Réunion interne",
          userId: task?.userId ?? pick(random, options.userIds),
          taskId: task?.id ?? null,
          projectId: task?.project.id ?? null,
          triangleCompanyId: task?.project.owner ?? pick(random, options.triangleCompanyIds),
          companyId: task?.project.companyId ?? null,
        };
      }),
    );
    options.onProgress?.("temps", start + size, options.timeEntries);
  }
  await db.execute(sql`analyze ${projects}, ${tasks}, ${taskAssignees}, ${timeEntries}`);
  return { projects: projectRefs.length, tasks: options.tasks, timeEntries: options.timeEntries };
}
