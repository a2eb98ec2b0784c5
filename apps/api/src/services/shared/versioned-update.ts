import { auditLog, type DbOrTx, users } from "@tronc/db";
import { domainError, type RecordKind, versionConflictError } from "@tronc/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgTable, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type AuditEntity, type FieldChange, logChanges } from "./audit";
import type { ServiceContext } from "./context";

/** A table whose rows carry a version, bumped by each write, and who wrote last and when. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedById: PgColumn;
};

/** One kind of versioned record: its table, its name in sentences and its name in the audit log. */
export interface VersionedEntity<T extends VersionedTable = VersionedTable> {
  table: T;
  kind: RecordKind;
  audit: AuditEntity;
}

/** The text of a value in the audit log: cents as integer text, dates ISO, booleans 'true'/'false'. */
export function auditText(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/**
 * `version = version + 1`, for a write that moves a record without a person's version to check (a job,
 * a public page, a record following another one): a form opened before it is then told so.
 */
export const nextVersion = (table: VersionedTable) => sql`${table.version} + 1`;

export interface VersionedUpdate<T extends VersionedTable> {
  id: number;
  /** The version the client read: the write is refused when the row has moved on since. */
  version: number;
  /** The columns to write (none: only the version, the time and the author move, e.g. a line changed). */
  values: PgUpdateSetSource<T>;
  /**
   * The row's values before the write, by column key, for the audit log: each column of `values` whose
   * value differs is written as one change, under its wire name (`wireNames`, else the column key).
   */
  before?: Record<string, unknown>;
  wireNames?: Record<string, string>;
  /** The columns written to the audit log (default: every column of `values`); not a stamp such as readAt. */
  audited?: readonly string[];
}

/**
 * Writes a versioned row in ONE statement: `set version = version + 1 … where id = $1 and version = $2`.
 * No row answered means the row is gone (404) or has moved on: then only, who changed it and when is
 * read, for the French refusal (409). The field changes go to the audit log in the same transaction.
 */
export async function versionedUpdate<T extends VersionedTable>(
  ctx: ServiceContext,
  entity: VersionedEntity<T>,
  { id, version, values, before, wireNames = {}, audited }: VersionedUpdate<T>,
): Promise<{ version: number }> {
  const { table } = entity;
  const [row] = await ctx.db
    .update(table)
    .set({
      ...values,
      version: nextVersion(table),
      updatedAt: ctx.now,
      updatedById: ctx.user.id,
    } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)) as SQL)
    .returning({ version: table.version });
  if (!row) throw await refusalOf(ctx, entity, id);
  if (before) {
    const written = Object.entries(values as Record<string, unknown>);
    const logged = audited ? written.filter(([column]) => audited.includes(column)) : written;
    const changes: FieldChange[] = logged.map(([column, to]) => ({
      field: wireNames[column] ?? column,
      from: auditText(before[column]),
      to: auditText(to),
    }));
    await logChanges(ctx.db, { type: entity.audit, id }, ctx.user.id, changes);
  }
  return { version: row.version as number };
}

/**
 * A change inside the record (one of its lines): the record's version, time and author move in the
 * same transaction as the line, so a save based on the record before the line changed is refused.
 */
export async function bumpVersion<T extends VersionedTable>(
  ctx: ServiceContext,
  entity: VersionedEntity<T>,
  id: number,
): Promise<void> {
  const { table } = entity;
  await ctx.db
    .update(table)
    .set({
      version: nextVersion(table),
      updatedAt: ctx.now,
      updatedById: ctx.user.id,
    } as PgUpdateSetSource<T>)
    .where(eq(table.id, id) as SQL);
}

export interface LineChange {
  action: "added" | "changed" | "removed";
  lineId: number;
  label: string;
  /** A short text of the line before and after: 'Pose de volets × 2 à 12500'. */
  from: string | null;
  to: string | null;
}

/** A line of a document added, changed or removed, in the document's audit log (field 'line'). */
export async function logLineChange(
  ctx: ServiceContext,
  entity: VersionedEntity,
  documentId: number,
  change: LineChange,
): Promise<void> {
  const { action, lineId, label, from, to } = change;
  await ctx.db.insert(auditLog).values({
    entityType: entity.audit,
    entityId: documentId,
    field: "line",
    fromValue: from,
    toValue: to,
    userId: ctx.user.id,
    details: { action, lineId, label },
  });
}

/** 'Pose de volets × 2 à 12500': a line as the history shows it (label, quantity, unit price in cents). */
export function lineText(line: { name: string; quantity: string; unitPriceCents: number }): string {
  return `${line.name} × ${line.quantity} à ${line.unitPriceCents}`;
}

/** Who wrote last, under its own name: the users table itself is a versioned record (a self-join). */
const author = alias(users, "version_author");

async function refusalOf(ctx: ServiceContext, entity: VersionedEntity, id: number) {
  const { table } = entity;
  const [row] = await (ctx.db as DbOrTx)
    .select({
      updatedAt: table.updatedAt,
      name: author.name,
      lastname: author.lastname,
    })
    .from(table as PgTable)
    .leftJoin(author, eq(author.id, table.updatedById))
    .where(eq(table.id, id));
  if (!row) return domainError("RESOURCE_NOT_FOUND", "notFound");
  const changedBy = row.name === null ? null : `${row.name ?? ""} ${row.lastname ?? ""}`.trim();
  return versionConflictError({
    kind: entity.kind,
    changedBy,
    changedAt: row.updatedAt as Date,
    now: ctx.now,
  });
}
