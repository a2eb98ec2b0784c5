import {
  auditLog,
  companies,
  type DbOrTx,
  projects,
  suppliers,
  taskTypes,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  describeHistoryChange,
  HISTORY_SYSTEM_AUTHOR,
  type HistoryNames,
  type HistoryRefKind,
  historyRefIds,
  type RecordKind,
} from "@tronc/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { FilesServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { admit } from "../../policies";
import { HISTORY_READERS } from "./readers";

export interface HistoryEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** The person who made the change; null for the system (a job, a rule, a deleted account). */
  by: { id: number; name: string } | null;
  /** The person's name, or 'Système'. */
  byName: string;
  /** The field's wire name ('state', 'line'). */
  field: string;
  /** The field as the screen names it ('Statut'). */
  label: string;
  from: string;
  to: string;
  /** 'Statut : Brouillon → Accepté', 'Ligne ajoutée : Location salle (2 × 150,00 €)'. */
  text: string;
}

type NameLoader = (db: DbOrTx, ids: number[]) => Promise<[number, string][]>;

const byName =
  <T extends { id: number; name: string }>(
    load: (db: DbOrTx, ids: number[]) => PromiseLike<T[]>,
  ): NameLoader =>
  async (db, ids) =>
    (await load(db, ids)).map((row) => [row.id, row.name]);

/** How the rows a value points at are named, one query per kind of row. */
const NAME_LOADERS: Record<HistoryRefKind, NameLoader> = {
  user: async (db, ids) =>
    (
      await db
        .select({ id: users.id, name: users.name, lastname: users.lastname })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((row) => [row.id, fullname(row)]),
  company: byName((db, ids) =>
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids)),
  ),
  triangleCompany: byName((db, ids) =>
    db
      .select({ id: triangleCompanies.id, name: triangleCompanies.name })
      .from(triangleCompanies)
      .where(inArray(triangleCompanies.id, ids)),
  ),
  project: byName((db, ids) =>
    db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids)),
  ),
  supplier: byName((db, ids) =>
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, ids)),
  ),
  taskType: byName((db, ids) =>
    db.select({ id: taskTypes.id, name: taskTypes.name }).from(taskTypes).where(inArray(taskTypes.id, ids)),
  ),
};

type AuditRow = typeof auditLog.$inferSelect;

/** The names of the authors and of every row the page's values point at, in a few queries. */
async function namesFor(db: DbOrTx, kind: RecordKind, rows: AuditRow[]): Promise<HistoryNames> {
  const wanted = historyRefIds(kind, rows);
  const authors = wanted.get("user") ?? new Set<number>();
  for (const row of rows) if (row.userId !== null) authors.add(row.userId);
  wanted.set("user", authors);
  const loaded = await Promise.all(
    [...wanted].map(async ([refKind, ids]) =>
      ids.size === 0 ? [refKind, new Map()] : [refKind, new Map(await NAME_LOADERS[refKind](db, [...ids]))],
    ),
  );
  return Object.fromEntries(loaded) as HistoryNames;
}

function entryOf(kind: RecordKind, row: AuditRow, names: HistoryNames): HistoryEntry {
  const name = row.userId === null ? undefined : names.user?.get(row.userId);
  const by = row.userId !== null && name !== undefined ? { id: row.userId, name } : null;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    by,
    byName: by?.name ?? HISTORY_SYSTEM_AUTHOR,
    field: row.field,
    ...describeHistoryChange(kind, row, names),
  };
}

/**
 * A page of a record's history, newest first. Read as the record itself is read: the policy of its
 * `get`, then its `get` service (404 for a record that does not exist, its refusals as they are).
 */
export async function listHistory(
  ctx: FilesServiceContext,
  input: { kind: RecordKind; id: number; page: number; pageSize: number },
): Promise<Page<HistoryEntry>> {
  const { kind } = input;
  const reader = HISTORY_READERS[kind];
  admit(ctx.user, reader.policy);
  await reader.read(ctx, { id: input.id });
  const where = and(eq(auditLog.entityType, reader.entity), eq(auditLog.entityId, input.id));
  return paginate(input, {
    count: (limit) => countUpTo(ctx.db, auditLog, where, limit),
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    map: async (rows) => {
      const names = await namesFor(ctx.db, kind, rows);
      return rows.map((row) => entryOf(kind, row, names));
    },
  });
}
