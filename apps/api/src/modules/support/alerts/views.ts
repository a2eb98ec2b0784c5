import { alertReaders, alertResponsibles, alerts, type DbOrTx, users } from "@tronc/db";
import {
  ALERT_STATE_LABELS,
  ALERT_TYPE_COLORS,
  ALERT_TYPE_LABELS,
  type AlertState,
  type BadgeColor,
  canDeclareAlertDone,
  domainError,
  isAlertState,
  isAlertType,
} from "@tronc/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullname } from "../../../auth/session-user";
import { sanitizeRichText } from "../../../services/shared/rich-text";

/** One alert of 'Liste des Alertes' (spec §3 Alert), with what the screen may do with it. */
export interface AlertView {
  id: number;
  type: string;
  typeLabel: string;
  typeColor: BadgeColor;
  state: AlertState;
  stateLabel: string;
  /** Sanitised HTML. */
  content: string;
  /** A path of the app, or null. */
  url: string | null;
  responsibleNames: string[];
  readers: { id: number; fullname: string }[];
  readByNames: string[];
  /** ISO instants. */
  createdAt: string;
  doneAt: string | null;
  doneByName: string | null;
  /** 'Déclarer comme réglé' is offered. */
  canSettle: boolean;
}

const doneBy = alias(users, "done_by");

/** The columns an alert's view reads from its row, its settler's name folded in. */
export const alertRowColumns = {
  id: alerts.id,
  type: alerts.type,
  state: alerts.state,
  content: alerts.content,
  url: alerts.url,
  createdAt: alerts.createdAt,
  doneAt: alerts.doneAt,
  doneByFirst: doneBy.name,
  doneByLast: doneBy.lastname,
};

export interface AlertRow {
  id: number;
  type: string;
  state: string;
  content: string;
  url: string | null;
  createdAt: Date;
  doneAt: Date | null;
  doneByFirst: string | null;
  doneByLast: string | null;
}

/** `select alertRowColumns from alerts` with the settler joined: the list's and the item's base query. */
export function selectAlertRows(db: DbOrTx) {
  return db.select(alertRowColumns).from(alerts).leftJoin(doneBy, eq(doneBy.id, alerts.doneById));
}

interface Person {
  alertId: number;
  userId: number;
  name: string;
  lastname: string;
}

async function peopleOf(db: DbOrTx, ids: readonly number[]) {
  const responsibles: Person[] = await db
    .select({
      alertId: alertResponsibles.alertId,
      userId: users.id,
      name: users.name,
      lastname: users.lastname,
    })
    .from(alertResponsibles)
    .innerJoin(users, eq(users.id, alertResponsibles.userId))
    .where(inArray(alertResponsibles.alertId, [...ids]))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id));
  const readers: Person[] = await db
    .select({ alertId: alertReaders.alertId, userId: users.id, name: users.name, lastname: users.lastname })
    .from(alertReaders)
    .innerJoin(users, eq(users.id, alertReaders.userId))
    .where(inArray(alertReaders.alertId, [...ids]))
    .orderBy(asc(alertReaders.readAt), asc(users.id));
  return { responsibles, readers };
}

function alertView(row: AlertRow, people: { responsibles: Person[]; readers: Person[] }): AlertView {
  const state = isAlertState(row.state) ? row.state : "ALERT_STATE_NEW";
  const readers = people.readers
    .filter((person) => person.alertId === row.id)
    .map((person) => ({ id: person.userId, fullname: fullname(person) }));
  const doneByName =
    row.doneByFirst === null ? null : fullname({ name: row.doneByFirst, lastname: row.doneByLast ?? "" });
  return {
    id: row.id,
    type: row.type,
    typeLabel: isAlertType(row.type) ? ALERT_TYPE_LABELS[row.type] : row.type,
    typeColor: isAlertType(row.type) ? ALERT_TYPE_COLORS[row.type] : "secondary",
    state,
    stateLabel: ALERT_STATE_LABELS[state],
    content: sanitizeRichText(row.content),
    url: row.url,
    responsibleNames: people.responsibles
      .filter((person) => person.alertId === row.id)
      .map((person) => fullname(person)),
    readers,
    readByNames: readers.map((reader) => reader.fullname),
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
    doneByName,
    canSettle: canDeclareAlertDone(state),
  };
}

/** Rows to views: their responsibles and readers read in two queries for the whole page. */
export async function alertViews(db: DbOrTx, rows: readonly AlertRow[]): Promise<AlertView[]> {
  if (rows.length === 0) return [];
  const people = await peopleOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => alertView(row, people));
}

export async function getAlertView(db: DbOrTx, id: number): Promise<AlertView> {
  const [row] = await selectAlertRows(db).where(eq(alerts.id, id));
  if (!row) throw domainError("ALERT_NOT_FOUND", "notFound");
  const [view] = await alertViews(db, [row]);
  if (!view) throw domainError("ALERT_NOT_FOUND", "notFound");
  return view;
}
