import type { DeliveryReportState, LeaveState, TaskPriority, TaskState } from "@tronc/domain";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { taskTypes } from "./catalogue";
import { createdAt, id, instant, updatedAt, version } from "./columns";
import { files, triangleCompanies, users } from "./core";
import { quotationExpenses } from "./proposals";
import { companies, projects } from "./sales";

/** The group companies a project is shared with ('triangleCompanies'). */
export const projectTriangleCompanies = pgTable(
  "project_triangle_companies",
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.triangleCompanyId] }),
    index("project_triangle_companies_company_idx").on(t.triangleCompanyId),
  ],
);

/** The group users working on a project ('triangleUsers'). */
export const projectUsers = pgTable(
  "project_users",
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_users_user_idx").on(t.userId)],
);

export const projectFiles = pgTable(
  "project_files",
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.fileId] })],
);

export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    name: varchar({ length: 250 }).notNull(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    taskTypeId: integer()
      .notNull()
      .references(() => taskTypes.id, { onDelete: "restrict" }),
    state: varchar({ length: 40 }).$type<TaskState>().notNull().default("STATE_NEW"),
    priority: varchar({ length: 20 }).$type<TaskPriority>().notNull().default("PRIORITY_NORMAL"),
    startAt: date({ mode: "string" }).notNull(),
    /** The last day (the spec sends 23:59:59 of it); null when open-ended. */
    endAt: date({ mode: "string" }),
    /** Rich text (sanitised HTML). */
    description: text().notNull().default(""),
    /** Internal note. */
    note: text(),
    /** 0–100, step 10. */
    progress: smallint().notNull().default(0),
    /** Estimated hours, a numeric string (1h30 = '1.50'). */
    durationHours: numeric({ precision: 7, scale: 2 }).notNull(),
    creatorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The supplier purchase a generated 'Achat' task carries (one task per purchase). */
    quotationExpenseId: integer().references(() => quotationExpenses.id, { onDelete: "set null" }),
    /** Lower-case, accent-free name, project and client, kept by the service for the task search. */
    searchText: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Bumped by each write in the same statement: a save based on an older one is refused (issue 29). */
    version: version(),
  },
  (t) => [
    index("tasks_project_idx").on(t.projectId),
    index("tasks_type_idx").on(t.taskTypeId),
    index("tasks_state_end_idx").on(t.state, t.endAt, t.id),
    index("tasks_start_idx").on(t.startAt, t.id),
    index("tasks_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    uniqueIndex("tasks_quotation_expense_unique").on(t.quotationExpenseId),
  ],
);

/** A task's assignees ('assignedTo'). */
export const taskAssignees = pgTable(
  "task_assignees",
  {
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index("task_assignees_user_idx").on(t.userId, t.taskId),
  ],
);

export const taskFiles = pgTable(
  "task_files",
  {
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fileId] })],
);

/**
 * Time spent ('task reports'): by a user, on a day, for a group company, on a task or outside any
 * project. `projectId` repeats the task's project (kept by the service) so that the time-spent list
 * filters by project through an index.
 */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: id(),
    date: date({ mode: "string" }).notNull(),
    /** Hours, a numeric string (1h30 = '1.50'), 0 < hours ≤ 24. */
    hours: numeric({ precision: 5, scale: 2 }).notNull(),
    comment: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    taskId: integer().references(() => tasks.id, { onDelete: "restrict" }),
    projectId: integer().references(() => projects.id, { onDelete: "restrict" }),
    triangleCompanyId: integer()
      .notNull()
      .references(() => triangleCompanies.id, { onDelete: "restrict" }),
    companyId: integer().references(() => companies.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("time_entries_date_idx").on(t.date, t.id),
    index("time_entries_user_date_idx").on(t.userId, t.date),
    index("time_entries_task_idx").on(t.taskId),
    index("time_entries_project_date_idx").on(t.projectId, t.date),
    index("time_entries_company_date_idx").on(t.companyId, t.date),
  ],
);

/**
 * Delivery reports ('PV de livraison'). The token is the public link's secret (long, random); the
 * client's answer is kept as evidence: signature, instant, IP and the SHA-256 of the PDF produced then.
 */
export const deliveryReports = pgTable(
  "delivery_reports",
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    /** Rich text (sanitised HTML). */
    content: text().notNull().default(""),
    state: varchar({ length: 40 }).$type<DeliveryReportState>().notNull().default("DELIVERY_REPORT_DRAFT"),
    token: varchar({ length: 64 }).notNull(),
    /** The creator's signature, a PNG data URL. */
    creatorSignature: text().notNull(),
    clientSignature: text(),
    clientName: varchar({ length: 255 }),
    clientComment: text(),
    signedAt: instant(),
    signedIp: varchar({ length: 45 }),
    signedPdfSha256: varchar({ length: 64 }),
    isBilled: boolean().notNull().default(false),
    createdById: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("delivery_reports_token_unique").on(t.token),
    index("delivery_reports_project_idx").on(t.projectId),
    index("delivery_reports_created_idx").on(t.createdAt, t.id),
  ],
);

export const dayOffs = pgTable(
  "day_offs",
  {
    id: id(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    startAt: instant().notNull(),
    endAt: instant().notNull(),
    state: varchar({ length: 20 }).$type<LeaveState>().notNull().default("STATE_STAND_BY"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("day_offs_period_idx").on(t.startAt, t.endAt)],
);
