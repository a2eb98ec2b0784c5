import { auditLog } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeModule } from "../../src/modules/cash/charges";
import { projectModule } from "../../src/modules/work/projects";
import { taskModule } from "../../src/modules/work/tasks";
import { chargeCompanies, chargeInput } from "../cash/charges-fixtures";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { hydraAs } from "../versions-helpers";
import { insertClient } from "./project-helpers";
import { insertTaskFixtures, LONG_DESCRIPTION } from "./task-helpers";

/** Every save at 13:32 UTC on 12 March 2026: 14 h 32 in Paris. */
const NOW = new Date("2026-03-12T13:32:00Z");
// The sentences worked out by hand: the kind's demonstrative and agreement, the author, Paris time.
const PROJECT_BY_HUGO = "Ce projet a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const TASK_BY_HUGO = "Cette tâche a été modifiée par Hugo Petit à 14 h 32 pendant votre saisie";
const CHARGE_BY_ALICE = "Cette charge a été modifiée par Alice Martin à 14 h 32 pendant votre saisie";
const CHARGE_BY_CLAIRE = "Cette charge a été modifiée par Claire Bernard à 14 h 32 pendant votre saisie";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [projectModule, taskModule, chargeModule], now: () => NOW });
});
afterAll(() => t.close());

const auditOf = (type: "project" | "task" | "charge", id: number, field: string) =>
  t.handle.db
    .select({ from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id), eq(auditLog.field, field)))
    .orderBy(asc(auditLog.id));

/**
 * The Hydra PUT of a record whose version is `version` (a colleague saved it from `version - 1`): the
 * ETag GET answers, a stale If-Match or body version → 409 with the sentence, an ETag of another type
 * or not ours and a version that is not a number → 400, none → written over the current version.
 */
async function checkHydraPut(
  who: DemoUser,
  record: { url: string; type: string; id: number; version: number },
  change: Record<string, unknown>,
  sentence: string,
) {
  const { url, type, id, version } = record;
  const read = await hydraAs(t, who, "GET", url);
  expect(read.etag).toBe(`W/"${type}-${id}-${version}"`);
  expect(read.body.version).toBe(version);
  const stale = `W/"${type}-${id}-${version - 1}"`;
  expect(await hydraAs(t, who, "PUT", url, change, stale)).toMatchObject({
    status: 409,
    description: sentence,
  });
  expect(await hydraAs(t, who, "PUT", url, { ...change, version: version - 1 })).toMatchObject({
    status: 409,
    description: sentence,
  });
  expect(await hydraAs(t, who, "PUT", url, change, `W/"TroncCommunLead-${id}-${version}"`)).toMatchObject({
    status: 400,
  });
  expect(await hydraAs(t, who, "PUT", url, change, "abc")).toMatchObject({ status: 400 });
  expect(await hydraAs(t, who, "PUT", url, { ...change, version: "abc" })).toMatchObject({
    status: 400,
    description: "version : La version doit être un nombre entier positif (celle lue avec la fiche)",
  });
  const again = await hydraAs(t, who, "GET", url);
  expect(again.etag).toBe(read.etag);
  const blind = await hydraAs(t, who, "PUT", url, change);
  expect(blind).toMatchObject({ status: 200, body: { ...change, version: version + 1 } });
  expect(blind.etag).toBe(`W/"${type}-${id}-${version + 1}"`);
  const current = await hydraAs(t, who, "PUT", url, change, blind.etag);
  expect(current).toMatchObject({ status: 200, body: { version: version + 2 } });
}

describe("a project saved on an old version", () => {
  it("tRPC: 409 naming who and when, nothing written; Hydra: If-Match/version; the audit names each field", async () => {
    const lucas = await t.caller("user");
    const hugo = await t.caller("chef");
    const project = await lucas.project.create({
      name: "Salon nautique",
      companyId: await insertClient(t, "Chantier Naval Kerlo"),
      ownerTriangleCompanyId: t.demo.companyIds[0] ?? 0,
    });
    const saved = await hugo.project.update({
      id: project.id,
      version: project.version,
      name: "Salon de la mer",
    });
    expect(saved.version).toBe(project.version + 1);
    expect(
      await rejection(
        lucas.project.update({ id: project.id, version: project.version, state: "STATE_TO_PLAN" }),
      ),
    ).toEqual({ code: "CONFLICT", message: PROJECT_BY_HUGO });
    expect(await lucas.project.get({ id: project.id })).toMatchObject({
      name: "Salon de la mer",
      state: "STATE_PROJECT",
    });
    expect(await rejection(lucas.project.update({ id: project.id } as never))).toMatchObject({
      code: "BAD_REQUEST",
    });

    const url = `/api/tronc-commun/tronc_commun_projects/${project.id}`;
    const record = { url, type: "TroncCommunProject", id: project.id, version: saved.version };
    await checkHydraPut("user", record, { name: "Salon des marins" }, PROJECT_BY_HUGO);
    expect(await auditOf("project", project.id, "name")).toEqual([
      { from: "Salon nautique", to: "Salon de la mer" },
      { from: "Salon de la mer", to: "Salon des marins" },
    ]);
  });
});

describe("a task saved on an old version", () => {
  it("tRPC: 409 naming who and when, nothing written; Hydra: If-Match/version; the audit names each field", async () => {
    const f = await insertTaskFixtures(t.handle.db, "versions");
    const lucas = await t.caller("user");
    const hugo = await t.caller("chef");
    const task = await lucas.task.create({
      name: "Gréer le voilier",
      projectId: f.projectId,
      taskTypeId: f.typeId,
      assigneeIds: [t.demo.userIds.user],
      duration: "2",
      description: LONG_DESCRIPTION,
      endAt: "2026-03-20",
    });
    const saved = await hugo.task.update({ id: task.id, version: task.version, progress: 50, duration: "3" });
    expect(saved.version).toBe(task.version + 1);
    expect(
      await rejection(lucas.task.update({ id: task.id, version: task.version, name: "Hisser" })),
    ).toEqual({
      code: "CONFLICT",
      message: TASK_BY_HUGO,
    });
    expect(await lucas.task.get({ id: task.id })).toMatchObject({ name: "Gréer le voilier", progress: 50 });

    const url = `/api/tronc-commun/tronc_commun_tasks/${task.id}`;
    const record = { url, type: "TroncCommunTask", id: task.id, version: saved.version };
    await checkHydraPut("user", record, { name: "Hisser les voiles" }, TASK_BY_HUGO);
    // Progress 0 → 50 and 2 h → 3 h by Hugo, then the title by the blind PUT; the Hydra PUTs of the
    // title leave the hours as they were, so they log no hours.
    expect(await auditOf("task", task.id, "progress")).toEqual([{ from: "0", to: "50" }]);
    expect(await auditOf("task", task.id, "duration")).toEqual([{ from: "2", to: "3" }]);
    expect(await auditOf("task", task.id, "name")).toEqual([
      { from: "Gréer le voilier", to: "Hisser les voiles" },
    ]);
  });
});

describe("a charge saved on an old version", () => {
  it("tRPC card and future-scope saves: 409 naming who and when; Hydra: If-Match/version", async () => {
    const { ids } = await chargeCompanies(t);
    const claire = await t.caller("compta");
    const alice = await t.caller("admin");
    const charge = await claire.charge.create(chargeInput(ids, { title: "Loyer du hangar" }));
    const saved = await alice.charge.update({ id: charge.id, version: charge.version, color: "#112233" });
    expect(saved.version).toBe(charge.version + 1);
    expect(
      await rejection(claire.charge.update({ id: charge.id, version: charge.version, color: "#445566" })),
    ).toEqual({ code: "CONFLICT", message: CHARGE_BY_ALICE });
    expect(
      await rejection(
        claire.charge.updateFuture({
          id: charge.id,
          version: charge.version,
          dateFrom: "2026-06-01",
          amount: 900,
        }),
      ),
    ).toEqual({ code: "CONFLICT", message: CHARGE_BY_ALICE });
    expect(await claire.charge.get({ id: charge.id })).toMatchObject({
      color: "#112233",
      amountCents: charge.amountCents,
      version: saved.version,
    });
    const future = await claire.charge.updateFuture({
      id: charge.id,
      version: saved.version,
      dateFrom: "2026-06-01",
      title: "Loyer du hangar révisé",
    });
    expect(future).toMatchObject({ title: "Loyer du hangar révisé", version: saved.version + 1 });

    const url = `/api/compta/financial-forecast/charges/${charge.id}`;
    // The sentence names the last author: Claire, since her future-scope save.
    const record = { url, type: "Charge", id: charge.id, version: future.version };
    await checkHydraPut("admin", record, { color: "#778899" }, CHARGE_BY_CLAIRE);
  });
});
