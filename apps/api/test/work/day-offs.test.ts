import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOffModule } from "../../src/modules/work/day-offs";
import { createTestApp, type TestApp } from "../helpers";
import {
  countDayOffs,
  DAY_OFFS,
  hydraAs,
  insertLeave,
  memberIds,
  NOW,
  stateChanges,
} from "./day-off-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
beforeAll(async () => {
  t = await createTestApp({ modules: [dayOffModule], now: () => NOW });
  hydra = hydraAs(t);
});
afterAll(() => t.close());

const FORBIDDEN = "Vous ne pouvez pas modifier ce congé";
const MONDAY_TO_WEDNESDAY = { startAt: "2026-11-23T08:00", endAt: "2026-11-25T18:00" };

async function userLeave(state?: string) {
  const created = await hydra("user", "POST", DAY_OFFS, { ...MONDAY_TO_WEDNESDAY, state });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

describe("leaves over Hydra: who sees what", () => {
  it("answers 401 on every path without a session", async () => {
    const calls: [Parameters<typeof hydra>[1], string][] = [
      ["GET", DAY_OFFS],
      ["GET", `${DAY_OFFS}-search?year=2026&month=11`],
      ["POST", DAY_OFFS],
      ["GET", `${DAY_OFFS}/1`],
      ["PUT", `${DAY_OFFS}/1`],
      ["DELETE", `${DAY_OFFS}/1`],
    ];
    for (const [method, url] of calls) {
      const response = await hydra(null, method, url, method === "POST" || method === "PUT" ? {} : undefined);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body["hydra:description"]).toBe("Vous devez être connecté.");
    }
  });

  it("a new leave belongs to its creator and waits, whatever state is sent", async () => {
    const created = await hydra("user", "POST", DAY_OFFS, {
      ...MONDAY_TO_WEDNESDAY,
      state: "STATE_ACCEPTED",
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      "@id": `${DAY_OFFS}/${id}`,
      "@type": "DayOff",
      id,
      startAt: "2026-11-23T08:00:00+01:00",
      endAt: "2026-11-25T18:00:00+01:00",
      state: "STATE_STAND_BY",
      owner: {
        "@id": `/api/users/${t.demo.userIds.user}`,
        id: t.demo.userIds.user,
        fullname: "Lucas Durand",
      },
    });
    expect(created.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    const byAdmin = await hydra("admin", "POST", DAY_OFFS, {
      ...MONDAY_TO_WEDNESDAY,
      state: "STATE_REFUSED",
    });
    expect(byAdmin.body.state).toBe("STATE_STAND_BY");
  });

  it("a pending or refused leave reaches only its owner and the administrator, from every path", async () => {
    const pending = await userLeave();
    const refused = await insertLeave(t, {
      ownerId: t.demo.userIds.user,
      startAt: "2026-11-26T08:00+01:00",
      endAt: "2026-11-27T18:00+01:00",
      state: "STATE_REFUSED",
    });
    for (const id of [pending, refused]) {
      expect((await hydra("chef", "GET", `${DAY_OFFS}/${id}`)).status).toBe(404);
      expect((await hydra("compta", "GET", `${DAY_OFFS}/${id}`)).status).toBe(404);
      expect((await hydra("user", "GET", `${DAY_OFFS}/${id}`)).status).toBe(200);
      expect((await hydra("admin", "GET", `${DAY_OFFS}/${id}`)).status).toBe(200);
    }
    const chefAll = await hydra("chef", "GET", DAY_OFFS);
    const chefMonth = await hydra("chef", "GET", `${DAY_OFFS}-search?year=2026&month=11`);
    for (const body of [chefAll.body, chefMonth.body]) {
      expect(memberIds(body)).not.toContain(pending);
      expect(memberIds(body)).not.toContain(refused);
      expect(body["hydra:totalItems"]).toBe(body["hydra:member"].length);
      for (const leave of body["hydra:member"]) {
        expect(leave.state === "STATE_ACCEPTED" || leave.owner?.id === t.demo.userIds.chef).toBe(true);
      }
    }
    const userMonth = await hydra("user", "GET", `${DAY_OFFS}-search?year=2026&month=11`);
    expect(memberIds(userMonth.body)).toEqual(expect.arrayContaining([pending, refused]));
    const adminAll = await hydra("admin", "GET", DAY_OFFS);
    expect(memberIds(adminAll.body)).toEqual(expect.arrayContaining([pending, refused]));
    expect(adminAll.body["@type"]).toBe("hydra:Collection");
  });

  it("once the administrator accepts it, everyone sees it; the change is in the audit log", async () => {
    const id = await userLeave();
    const accepted = await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, { state: "STATE_ACCEPTED" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe("STATE_ACCEPTED");
    expect((await hydra("chef", "GET", `${DAY_OFFS}/${id}`)).body.owner.fullname).toBe("Lucas Durand");
    const chefMonth = await hydra("chef", "GET", `${DAY_OFFS}-search?year=2026&month=11`);
    expect(memberIds(chefMonth.body)).toContain(id);
    expect(await stateChanges(t, id)).toEqual([
      { from: "STATE_STAND_BY", to: "STATE_ACCEPTED", userId: t.demo.userIds.admin },
    ]);
  });

  it("an unknown or invisible leave answers 404 to GET, PUT and DELETE", async () => {
    const id = await userLeave();
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await hydra("chef", method, `${DAY_OFFS}/${id}`, method === "PUT" ? {} : undefined);
      expect(response.status).toBe(404);
      expect(response.body["hydra:description"]).toBe("Ce congé est introuvable.");
      expect(
        (await hydra("chef", method, `${DAY_OFFS}/999999`, method === "PUT" ? {} : undefined)).status,
      ).toBe(404);
    }
    expect((await hydra("user", "GET", `${DAY_OFFS}/${id}`)).status).toBe(200);
  });
});

describe("leaves over Hydra: who changes what", () => {
  it("the owner may not edit nor delete an accepted leave (403), nor may anyone else; the admin may", async () => {
    const id = await userLeave();
    await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, { state: "STATE_ACCEPTED" });
    const change = { startAt: "2026-11-24T08:00", endAt: "2026-11-25T18:00" };
    for (const who of ["user", "chef"] as const) {
      const put = await hydra(who, "PUT", `${DAY_OFFS}/${id}`, change);
      expect(put.status).toBe(403);
      expect(put.body["hydra:description"]).toBe(FORBIDDEN);
      const del = await hydra(who, "DELETE", `${DAY_OFFS}/${id}`);
      expect(del.status).toBe(403);
      expect(del.body["hydra:description"]).toBe(FORBIDDEN);
    }
    const stored = await hydra("admin", "GET", `${DAY_OFFS}/${id}`);
    expect(stored.body.startAt).toBe("2026-11-23T08:00:00+01:00");
    const byAdmin = await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, change);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ startAt: "2026-11-24T08:00:00+01:00", state: "STATE_ACCEPTED" });
    expect((await hydra("admin", "DELETE", `${DAY_OFFS}/${id}`)).status).toBe(204);
  });

  it("a state sent by a non-administrator is refused (403) unless it is the current one", async () => {
    const id = await userLeave();
    for (const state of ["STATE_ACCEPTED", "STATE_REFUSED"]) {
      const response = await hydra("user", "PUT", `${DAY_OFFS}/${id}`, { state });
      expect(response.status).toBe(403);
      expect(response.body["hydra:description"]).toBe(
        "Seul un administrateur des congés peut changer l'état d'un congé",
      );
    }
    const sameState = await hydra("user", "PUT", `${DAY_OFFS}/${id}`, {
      startAt: "2026-11-24T08:00",
      endAt: "2026-11-25T12:00",
      state: "STATE_STAND_BY",
    });
    expect(sameState.status).toBe(200);
    expect(sameState.body).toMatchObject({ state: "STATE_STAND_BY", endAt: "2026-11-25T12:00:00+01:00" });
    expect(await stateChanges(t, id)).toEqual([]);
    const unknown = await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, { state: "STATE_MAYBE" });
    expect(unknown.status).toBe(400);
  });

  it("the owner may change and delete a pending leave; another user may not", async () => {
    const id = await userLeave();
    const byChef = await hydra("chef", "DELETE", `${DAY_OFFS}/${id}`);
    expect(byChef.status).toBe(404);
    const before = await countDayOffs(t);
    expect((await hydra("user", "DELETE", `${DAY_OFFS}/${id}`)).status).toBe(204);
    expect(await countDayOffs(t)).toBe(before - 1);
    expect((await hydra("user", "GET", `${DAY_OFFS}/${id}`)).status).toBe(404);
  });

  it("the owner moving a refused leave sends it back to the administrator (pending again)", async () => {
    const id = await userLeave();
    await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, { state: "STATE_REFUSED" });
    const moved = await hydra("user", "PUT", `${DAY_OFFS}/${id}`, {
      startAt: "2026-11-30T08:00",
      endAt: "2026-12-01T18:00",
      state: "STATE_REFUSED",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.state).toBe("STATE_STAND_BY");
    expect(await stateChanges(t, id)).toEqual([
      { from: "STATE_STAND_BY", to: "STATE_REFUSED", userId: t.demo.userIds.admin },
      { from: "STATE_REFUSED", to: "STATE_STAND_BY", userId: t.demo.userIds.user },
    ]);
  });

  it("tRPC gives the same answers: the month list with owners, and no one else's pending leave", async () => {
    const id = await userLeave();
    const asUser = await (await t.caller("user")).dayOff.list({ year: 2026, month: 11 });
    expect(asUser.find((leave) => leave.id === id)).toMatchObject({
      owner: { id: t.demo.userIds.user, fullname: "Lucas Durand" },
      state: "STATE_STAND_BY",
    });
    const asChef = await (await t.caller("chef")).dayOff.list({ year: 2026, month: 11 });
    expect(asChef.map((leave) => leave.id)).not.toContain(id);
    await expect((await t.caller("chef")).dayOff.get({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect((await t.caller(null)).dayOff.list({ year: 2026, month: 11 })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
