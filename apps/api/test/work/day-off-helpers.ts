import { auditLog, dayOffs } from "@tronc/db";
import type { LeaveState } from "@tronc/domain";
import { and, count, eq } from "drizzle-orm";
import type { DemoUser, TestApp } from "../helpers";

export const DAY_OFFS = "/api/tronc-commun/day_offs";

/** Tuesday 10 November 2026, 11:00 in Paris: every date of these tests is read against it. */
export const NOW = new Date("2026-11-10T10:00:00Z");

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A Hydra request as a demo user (or without a session when `who` is null). */
export function hydraAs(t: TestApp) {
  return async (who: DemoUser | null, method: Method, url: string, payload?: unknown) => {
    const headers = who ? { cookie: await t.login(who) } : {};
    const response = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body = response.body ? response.json() : null;
    return { status: response.statusCode, body };
  };
}

export async function countDayOffs(t: TestApp): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(dayOffs);
  return row?.n ?? 0;
}

export async function stateChanges(t: TestApp, id: number) {
  return t.handle.db
    .select({ from: auditLog.fromValue, to: auditLog.toValue, userId: auditLog.userId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "day_off"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
}

/** A leave written straight into the table (for states and dates the API would not let one create). */
export async function insertLeave(
  t: TestApp,
  values: { ownerId: number | null; startAt: string; endAt: string; state: LeaveState },
): Promise<number> {
  const [row] = await t.handle.db
    .insert(dayOffs)
    .values({ ...values, startAt: new Date(values.startAt), endAt: new Date(values.endAt) })
    .returning({ id: dayOffs.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

export const memberIds = (body: { "hydra:member": { id: number }[] }) =>
  body["hydra:member"].map((member) => member.id);
