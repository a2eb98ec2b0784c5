import { alerts, users } from "@tronc/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertModule } from "../../src/modules/support/alerts";
import { raiseAlert } from "../../src/modules/support/alerts/raise";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type TestApp } from "../helpers";
import { trpcAs } from "../input-helpers";
import { rejection } from "../work/delivery-report-helpers";
import { alertRow, raiseTestAlert, readerIds, responsibleIds } from "./alerts-fixtures";

let t: TestApp;
let admin: AppCaller;
/** The clock the procedures read: moved by the tests that check a date. */
let clock = new Date("2026-03-02T09:15:00.000Z");

beforeAll(async () => {
  t = await createTestApp({ modules: [alertModule], now: () => clock });
  admin = await t.caller("admin");
});
afterAll(() => t.close());

/** Every alert readable by the tests starts from an empty list: the demo's own alerts are removed. */
beforeAll(async () => {
  await t.handle.db.delete(alerts);
});

describe("raiseAlert: one alert per event", () => {
  it("raises once per dedupe key, with its responsibles once each; the same event again writes nothing", async () => {
    const { chef, user } = t.demo.userIds;
    const input = {
      type: "ALERT_TYPE_OTHER" as const,
      dedupeKey: "TEST:once",
      summary: "Une fois",
      content: "<p>Une fois</p>",
      url: "/tronc-commun/admin/lead",
      responsibleUserIds: [chef, user, chef, null],
    };
    const first = await raiseAlert(t.handle.db, input, clock);
    expect(first).not.toBeNull();
    expect(await raiseAlert(t.handle.db, { ...input, content: "<p>Deux fois</p>" }, clock)).toBeNull();
    if (first === null) return;
    expect(await alertRow(t, first)).toMatchObject({ state: "ALERT_STATE_NEW", content: "<p>Une fois</p>" });
    expect(await responsibleIds(t, first)).toEqual([chef, user].sort((a, b) => a - b));
    const same = await t.handle.db
      .select()
      .from(alerts)
      .where(inArray(alerts.dedupeKey, ["TEST:once"]));
    expect(same).toHaveLength(1);
  });
});

describe("alert.search ('Liste des Alertes')", () => {
  it("lists new and read alerts by default, newest first, with their view; done ones on demand", async () => {
    const { chef } = t.demo.userIds;
    const older = await raiseTestAlert(t, {
      content: "<p>Ancienne <strong>alerte</strong></p>",
      responsibleUserIds: [chef],
      now: new Date("2026-03-01T08:00:00Z"),
    });
    const newer = await raiseTestAlert(t, {
      type: "ALERT_TYPE_INVOICE_OVERDUE",
      content: "<p>Récente</p><script>alert(1)</script>",
      now: new Date("2026-03-01T09:00:00Z"),
    });
    const done = await raiseTestAlert(t, { now: new Date("2026-03-01T10:00:00Z") });
    await admin.alert.settle({ id: done });

    const page = await admin.alert.search({});
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(done);
    expect(page.pageSize).toBe(500);
    const view = page.items.find((item) => item.id === newer);
    expect(view).toMatchObject({
      type: "ALERT_TYPE_INVOICE_OVERDUE",
      typeLabel: "Facture client en retard",
      state: "ALERT_STATE_NEW",
      stateLabel: "Nouveau",
      // the script is gone: content is sanitised when shown
      content: "<p>Récente</p>",
      url: "/tronc-commun/admin/lead",
      readers: [],
      readByNames: [],
      createdAt: "2026-03-01T09:00:00.000Z",
      doneAt: null,
      canSettle: true,
    });
    expect(page.items.find((item) => item.id === older)?.responsibleNames).toEqual(["Hugo Petit"]);

    const doneOnly = await admin.alert.search({ states: ["ALERT_STATE_DONE"] });
    expect(doneOnly.items.map((item) => item.id)).toContain(done);
    expect(doneOnly.items.every((item) => item.state === "ALERT_STATE_DONE")).toBe(true);
    const all = await admin.alert.search({ states: [] });
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([older, newer, done]));
    expect(all.total).toBe(page.total + doneOnly.total);
  });

  it("finds words of the content (accents and case aside), of the type's label and of a responsible's name", async () => {
    const { compta } = t.demo.userIds;
    const brasserie = await raiseTestAlert(t, {
      content: "<p>Relance de la Brasserie <strong>Élysée</strong></p>",
    });
    const overdue = await raiseTestAlert(t, { type: "ALERT_TYPE_INVOICE_OVERDUE", content: "<p>FA-1</p>" });
    const claire = await raiseTestAlert(t, {
      content: "<p>Pour la comptabilité</p>",
      responsibleUserIds: [compta],
    });
    const apostrophe = await raiseTestAlert(t, { content: "<p>L&#39;Oréal &#38; fils</p>" });

    const found = async (q: string) => (await admin.alert.search({ q })).items.map((item) => item.id);
    expect(await found("elysee brasserie")).toEqual([brasserie]);
    expect(await found("ÉLYSÉE")).toEqual([brasserie]);
    const late = await admin.alert.search({ q: "retard" });
    expect(late.items.map((item) => item.id)).toContain(overdue);
    expect(new Set(late.items.map((item) => item.typeLabel))).toEqual(new Set(["Facture client en retard"]));
    expect(await found("claire bernard")).toEqual([claire]);
    expect(await found("l'oreal & fils")).toEqual([apostrophe]);
    // a tag's name is no word of the content
    expect(await found("strong")).toEqual([]);
    const none = await admin.alert.search({ q: "introuvable-zzz" });
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});

describe("alert.markRead (opening the list)", () => {
  it("makes the new alerts read and adds the reader once; a second reader is added too; done ones stay", async () => {
    const { admin: adminId, compta: comptaId } = t.demo.userIds;
    const fresh = await raiseTestAlert(t);
    const settled = await raiseTestAlert(t);
    await admin.alert.settle({ id: settled });
    const doneReaders = await readerIds(t, settled);

    expect(await admin.alert.markRead({ ids: [fresh, settled, 999_999] })).toEqual({ ids: [fresh] });
    expect(await admin.alert.markRead({ ids: [fresh] })).toEqual({ ids: [fresh] });
    expect((await alertRow(t, fresh))?.state).toBe("ALERT_STATE_READ");
    expect(await readerIds(t, fresh)).toEqual([adminId]);

    const view = await admin.alert.get({ id: fresh });
    expect(view).toMatchObject({
      state: "ALERT_STATE_READ",
      stateLabel: "Lu",
      readByNames: ["Alice Martin"],
    });
    expect(view.readers).toEqual([{ id: adminId, fullname: "Alice Martin" }]);
    expect(await readerIds(t, settled)).toEqual(doneReaders);
    expect((await alertRow(t, settled))?.state).toBe("ALERT_STATE_DONE");

    // A second alert reader (the accountant, given the flag) opening the list is added after the first.
    await t.handle.db.update(users).set({ isReadAlert: true }).where(eq(users.id, comptaId));
    const accountant = await t.caller("compta");
    await accountant.alert.markRead({ ids: [fresh] });
    expect((await admin.alert.get({ id: fresh })).readByNames).toEqual(["Alice Martin", "Claire Bernard"]);
    await t.handle.db.update(users).set({ isReadAlert: false }).where(eq(users.id, comptaId));
  });

  it("refuses an empty list of ids in French (400)", async () => {
    const refused = await trpcAs(t)("admin", "mutation", "alert.markRead", { ids: [] });
    expect(refused).toMatchObject({ status: 400, message: "ids : Au moins une alerte est attendue." });
  });
});

describe("alert.settle ('Déclarer comme réglé')", () => {
  it("sets done with the time and who, adds the settler as a reader; settling again is a 409 in French", async () => {
    const id = await raiseTestAlert(t);
    clock = new Date("2026-03-02T14:40:00.000Z");
    const settled = await admin.alert.settle({ id });
    expect(settled).toMatchObject({
      state: "ALERT_STATE_DONE",
      stateLabel: "Terminé",
      doneAt: "2026-03-02T14:40:00.000Z",
      doneByName: "Alice Martin",
      canSettle: false,
      readByNames: ["Alice Martin"],
    });
    expect((await alertRow(t, id))?.doneById).toBe(t.demo.userIds.admin);

    clock = new Date("2026-03-02T15:00:00.000Z");
    // 14:40 UTC is 15:40 in Paris (winter, +01:00).
    expect(await rejection(admin.alert.settle({ id }))).toEqual({
      status: 409,
      message:
        "Cette alerte est déjà réglée (le 02/03/2026 15:40) : elle ne peut pas l'être une seconde fois",
    });
    expect((await alertRow(t, id))?.doneAt?.toISOString()).toBe("2026-03-02T14:40:00.000Z");
  });

  it("two settlements at once: one succeeds, the other is refused, the alert is done once", async () => {
    const id = await raiseTestAlert(t);
    const results = await Promise.allSettled([admin.alert.settle({ id }), admin.alert.settle({ id })]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await alertRow(t, id))?.state).toBe("ALERT_STATE_DONE");
  });

  it("an unknown alert is a 404 in French", async () => {
    expect(await rejection(admin.alert.settle({ id: 999_999 }))).toEqual({
      status: 404,
      message: "Cette alerte est introuvable",
    });
  });
});

describe("alert.create (an alert written by hand)", () => {
  it("sanitises the content, keeps an app path, names its responsibles", async () => {
    const created = await admin.alert.create({
      content: '<p onclick="x()">Vérifier le <a href="javascript:alert(1)">stock</a></p><img src=x>',
      url: "/tronc-commun/admin/material",
      responsibleIds: [t.demo.userIds.chef],
    });
    expect(created).toMatchObject({
      type: "ALERT_TYPE_OTHER",
      typeLabel: "Autre",
      state: "ALERT_STATE_NEW",
      content: '<p>Vérifier le <a rel="noopener noreferrer nofollow">stock</a></p>',
      url: "/tronc-commun/admin/material",
      responsibleNames: ["Hugo Petit"],
    });
  });

  it("refuses an empty content, a link to another site and an unknown responsible (400, nothing written)", async () => {
    const before = (await admin.alert.search({ states: [] })).total;
    expect(await rejection(admin.alert.create({ content: "<p> </p><script>x</script>" }))).toEqual({
      status: 400,
      message: "Le contenu de l'alerte est obligatoire",
    });
    expect(await rejection(admin.alert.create({ content: "<p>x</p>", url: "//evil.test/x" }))).toEqual({
      status: 400,
      message: "Le lien d'une alerte doit être un chemin de l'application commençant par /",
    });
    expect(
      await rejection(admin.alert.create({ content: "<p>x</p>", responsibleIds: [2_000_000_000] })),
    ).toEqual({ status: 400, message: "Le responsable n° 2000000000 n'est pas un utilisateur du groupe" });
    expect((await admin.alert.search({ states: [] })).total).toBe(before);
  });
});

describe("who may read alerts (server-enforced, deny by default)", () => {
  it("a user without isReadAlert gets 403 on every procedure; anonymous 401; deleting is a super admin's", async () => {
    const id = await raiseTestAlert(t);
    const plain = await t.caller("user");
    const forbidden = "Vous n'avez pas les droits pour cette action.";
    for (const call of [
      plain.alert.search({}),
      plain.alert.get({ id }),
      plain.alert.markRead({ ids: [id] }),
      plain.alert.settle({ id }),
      plain.alert.create({ content: "<p>x</p>" }),
      plain.alert.delete({ id }),
    ]) {
      expect(await rejection(call)).toEqual({ status: 403, message: forbidden });
    }
    const anonymous = await t.caller(null);
    expect(await rejection(anonymous.alert.search({}))).toMatchObject({ status: 401 });
    expect((await alertRow(t, id))?.state).toBe("ALERT_STATE_NEW");
    expect(await readerIds(t, id)).toEqual([]);

    expect(await admin.alert.delete({ id })).toEqual({ id });
    expect(await alertRow(t, id)).toBeNull();
    expect(await rejection(admin.alert.delete({ id }))).toMatchObject({ status: 404 });
  });
});
