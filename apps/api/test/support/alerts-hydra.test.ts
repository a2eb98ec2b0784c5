import { alerts } from "@tronc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertModule } from "../../src/modules/support/alerts";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { raiseTestAlert } from "./alerts-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
const ALERTS = "/api/tronc-commun/tronc_commun_alerts";
const SEARCH = "/api/tronc-commun/tronc_commun_alerts-search";
const USERS = "/api/users";

beforeAll(async () => {
  t = await createTestApp({ modules: [alertModule] });
  send = hydraAs(t);
  await t.handle.db.delete(alerts);
});
afterAll(() => t.close());

describe("POST, GET, PUT and DELETE /api/tronc-commun/tronc_commun_alerts", () => {
  it("POST answers the §3 Alert with the spec's names; GET reads it; an unknown id is a 404 in French", async () => {
    const created = await send("admin", "POST", ALERTS, {
      content: "<p>Vérifier le <strong>stock</strong></p><script>x()</script>",
      url: "/tronc-commun/admin/material",
      responsables: [`${USERS}/${t.demo.userIds.chef}`],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({
      "@id": `${ALERTS}/${id}`,
      "@type": "TroncCommunAlert",
      type: "ALERT_TYPE_OTHER",
      typeTrad: "Autre",
      state: "ALERT_STATE_NEW",
      stateTrad: "Nouveau",
      content: "<p>Vérifier le <strong>stock</strong></p>",
      url: "/tronc-commun/admin/material",
      responsableNames: ["Hugo Petit"],
      readBy: [],
      readByNames: [],
      doneAt: null,
      canSettle: true,
    });
    const read = await send("admin", "GET", `${ALERTS}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ "@id": `${ALERTS}/${id}`, responsableNames: ["Hugo Petit"] });
    const missing = await send("admin", "GET", `${ALERTS}/999999`);
    expect(missing).toMatchObject({ status: 404, description: "Cette alerte est introuvable" });
    const badType = await send("admin", "POST", ALERTS, { type: "ALERT_TYPE_FIRE", content: "<p>x</p>" });
    expect(badType).toMatchObject({
      status: 400,
      description: "Le type d'alerte « ALERT_TYPE_FIRE » n'existe pas",
    });
    const crowd = Array.from({ length: 51 }, () => `${USERS}/${t.demo.userIds.chef}`);
    const tooMany = await send("admin", "POST", ALERTS, { content: "<p>x</p>", responsables: crowd });
    expect(tooMany).toMatchObject({ status: 400, description: "responsables : 50 éléments au plus." });
  });

  it("PUT with readBy marks it read by the caller; with state done settles it; twice is a 409; back to new a 422", async () => {
    const id = await raiseTestAlert(t);
    const me = `${USERS}/${t.demo.userIds.admin}`;
    const read = await send("admin", "PUT", `${ALERTS}/${id}`, { id, readBy: [me] });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      state: "ALERT_STATE_READ",
      readBy: [me],
      readByNames: ["Alice Martin"],
    });

    const back = await send("admin", "PUT", `${ALERTS}/${id}`, { state: "ALERT_STATE_NEW" });
    expect(back).toMatchObject({
      status: 422,
      description: "Une alerte lue ou réglée ne redevient pas nouvelle",
    });

    const done = await send("admin", "PUT", `${ALERTS}/${id}`, {
      id,
      state: "ALERT_STATE_DONE",
      doneAt: "2020-01-01T00:00:00Z",
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: "ALERT_STATE_DONE", stateTrad: "Terminé", canSettle: false });
    // The server's own time, not the one sent.
    expect(String(done.body.doneAt).startsWith("2020")).toBe(false);
    const twice = await send("admin", "PUT", `${ALERTS}/${id}`, { state: "ALERT_STATE_DONE" });
    expect(twice.status).toBe(409);
    expect(twice.description).toMatch(/^Cette alerte est déjà réglée \(le \d\d\/\d\d\/\d{4} \d\d:\d\d\)/);
  });

  it("DELETE is a super admin's: 204, then 404", async () => {
    const id = await raiseTestAlert(t);
    expect((await send("admin", "DELETE", `${ALERTS}/${id}`)).status).toBe(204);
    expect((await send("admin", "DELETE", `${ALERTS}/${id}`)).status).toBe(404);
  });
});

describe("GET /api/tronc-commun/tronc_commun_alerts-search", () => {
  it("q, state (one or a list), maxResults and page (1-based); default new and read", async () => {
    const [first, second, third] = [
      await raiseTestAlert(t, { content: "<p>Kiwi un</p>", now: new Date("2026-01-01T08:00:00Z") }),
      await raiseTestAlert(t, { content: "<p>Kiwi deux</p>", now: new Date("2026-01-02T08:00:00Z") }),
      await raiseTestAlert(t, { content: "<p>Kiwi trois</p>", now: new Date("2026-01-03T08:00:00Z") }),
    ];
    await send("admin", "PUT", `${ALERTS}/${first}`, { state: "ALERT_STATE_DONE" });

    const open = await send("admin", "GET", `${SEARCH}?q=kiwi`);
    expect(open.status).toBe(200);
    expect(open.body["hydra:totalItems"]).toBe(2);
    const members = open.body["hydra:member"] as { "@id": string }[];
    expect(members.map((member) => member["@id"])).toEqual([`${ALERTS}/${third}`, `${ALERTS}/${second}`]);

    const pageTwo = await send(
      "admin",
      "GET",
      `${SEARCH}?q=kiwi&state[]=ALERT_STATE_NEW&state[]=ALERT_STATE_DONE&maxResults=2&page=2`,
    );
    expect(pageTwo.body["hydra:totalItems"]).toBe(3);
    expect((pageTwo.body["hydra:member"] as { "@id": string }[]).map((member) => member["@id"])).toEqual([
      `${ALERTS}/${first}`,
    ]);
    const doneOnly = await send("admin", "GET", `${SEARCH}?q=kiwi&state=ALERT_STATE_DONE`);
    expect(doneOnly.body["hydra:totalItems"]).toBe(1);
    const bad = await send("admin", "GET", `${SEARCH}?state=ALERT_STATE_CLOSED`);
    expect(bad).toMatchObject({
      status: 400,
      description: "L'état d'alerte « ALERT_STATE_CLOSED » n'existe pas",
    });
  });
});

describe("a user without isReadAlert", () => {
  it("gets 403 on every path, and nothing changes", async () => {
    const id = await raiseTestAlert(t);
    const calls: [string, "GET" | "POST" | "PUT" | "DELETE", unknown?][] = [
      [SEARCH, "GET"],
      [`${ALERTS}/${id}`, "GET"],
      [ALERTS, "POST", { content: "<p>x</p>" }],
      [`${ALERTS}/${id}`, "PUT", { state: "ALERT_STATE_DONE" }],
      [`${ALERTS}/${id}`, "DELETE"],
    ];
    for (const [url, method, body] of calls) {
      const answer = await send("user", method, url, body);
      expect(answer).toMatchObject({
        status: 403,
        description: "Vous n'avez pas les droits pour cette action.",
      });
    }
    const still = await send("admin", "GET", `${ALERTS}/${id}`);
    expect(still.body).toMatchObject({ state: "ALERT_STATE_NEW", readBy: [] });
    const anonymous = await t.app.inject({ method: "GET", url: SEARCH });
    expect(anonymous.statusCode).toBe(401);
  });
});
