import { taskTypes } from "@tronc/db";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskTypeModule } from "../../src/modules/catalogue/task-types";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [taskTypeModule] });
});
afterAll(() => t.close());

const PATH = "/api/tronc-commun/task_types";
const PURCHASE_LOCKED =
  "Le type de tâche Achat est utilisé pour les tâches d'achat : il ne peut être ni renommé ni supprimé.";

const send: TestApp["send"] = (...request) => t.send(...request);

const rowCount = async () => (await t.handle.db.select({ n: count() }).from(taskTypes))[0]?.n ?? 0;
const storedNames = async () =>
  (await t.handle.db.select({ name: taskTypes.name }).from(taskTypes).orderBy(asc(taskTypes.id))).map(
    (row) => row.name,
  );

async function achatId(): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(eq(taskTypes.isPurchase, true));
  if (!row) throw new Error("the migration's 'Achat' is missing");
  return row.id;
}

describe("task types through tRPC", () => {
  it("the demo holds 'Achat' (purchase, locked) and the five demo types, listed by name", async () => {
    const list = await (await t.caller("user")).taskType.list({});
    expect(list.items.map((type) => type.name)).toEqual([
      "Achat",
      "Animation",
      "Développement",
      "Livraison",
      "Réunion client",
      "Support",
    ]);
    expect(list).toMatchObject({ total: 6, totalIsExact: true, page: 1, pageSize: 120 });
    expect(list.items[0]).toMatchObject({ isPurchase: true, canEdit: false, canDelete: false });
    // A plain user reads but may change nothing.
    expect(list.items.every((type) => !type.canEdit && !type.canDelete)).toBe(true);
  });

  it("a super admin sees every type but 'Achat' as editable and deletable", async () => {
    const list = await (await t.caller("admin")).taskType.list({});
    const flags = list.items.map((type) => [type.name, type.canEdit, type.canDelete]);
    expect(flags[0]).toEqual(["Achat", false, false]);
    expect(flags.slice(1).every(([, canEdit, canDelete]) => canEdit && canDelete)).toBe(true);
  });

  it("a super admin creates, renames and deletes a type; the name is trimmed", async () => {
    const admin = await t.caller("admin");
    const created = await admin.taskType.create({ name: "  Formation interne " });
    expect(created).toMatchObject({ name: "Formation interne", isPurchase: false, canEdit: true });
    const renamed = await admin.taskType.update({ id: created.id, name: "Formation des équipes" });
    expect(renamed.name).toBe("Formation des équipes");
    expect(await admin.taskType.get({ id: created.id })).toMatchObject({ name: "Formation des équipes" });
    await admin.taskType.delete({ id: created.id });
    await expect(admin.taskType.get({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("'Achat' can be neither renamed nor deleted (422), and stays as it was", async () => {
    const admin = await t.caller("admin");
    const id = await achatId();
    await expect(admin.taskType.update({ id, name: "Achats fournisseurs" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: PURCHASE_LOCKED,
    });
    await expect(admin.taskType.update({ id, name: "achat" })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    await expect(admin.taskType.delete({ id })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: PURCHASE_LOCKED,
    });
    // Saved back with its own name (old clients send the whole record): nothing changes, no refusal.
    expect(await admin.taskType.update({ id, name: "Achat" })).toMatchObject({ id, name: "Achat" });
    expect(await admin.taskType.get({ id })).toMatchObject({ name: "Achat", isPurchase: true });
  });

  it("a plain user may not create, rename or delete (403) and nothing changes", async () => {
    const user = await t.caller("user");
    const before = await storedNames();
    const [some] = (await user.taskType.list({})).items.filter((type) => !type.isPurchase);
    if (!some) throw new Error("no demo task type");
    await expect(user.taskType.create({ name: "Prospection" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(user.taskType.update({ id: some.id, name: "Autre" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(user.taskType.delete({ id: some.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await storedNames()).toEqual(before);
  });

  it("without a session, even the list is refused", async () => {
    await expect((await t.caller(null)).taskType.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("task types over Hydra", () => {
  it("lists TaskType members {id, name} with @id, and reads one by id", async () => {
    const response = await send("GET", PATH, "user");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body["@type"]).toBe("hydra:Collection");
    expect(body["hydra:totalItems"]).toBe(body["hydra:member"].length);
    const achat = body["hydra:member"].find((member: { name: string }) => member.name === "Achat");
    expect(achat).toEqual({ "@id": `${PATH}/${achat.id}`, "@type": "TaskType", id: achat.id, name: "Achat" });
    const one = await send("GET", `${PATH}/${achat.id}`, "chef");
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ "@type": "TaskType", id: achat.id, name: "Achat" });
  });

  it("maxResults and page cut the list; the total stays the whole count", async () => {
    const first = (await send("GET", `${PATH}?maxResults=2&page=1`, "user")).json();
    const second = (await send("GET", `${PATH}?maxResults=2&page=2`, "user")).json();
    expect(first["hydra:member"]).toHaveLength(2);
    expect(second["hydra:member"]).toHaveLength(2);
    expect(first["hydra:totalItems"]).toBe(await rowCount());
    expect(second["hydra:member"][0].name > first["hydra:member"][1].name).toBe(true);
  });

  it("POST, PUT and DELETE by a super admin", async () => {
    const created = await send("POST", PATH, "admin", { name: "Recette client" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ "@type": "TaskType", name: "Recette client", "@id": `${PATH}/${body.id}` });
    const renamed = await send("PUT", body["@id"], "admin", { name: "Recette" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: body.id, name: "Recette" });
    // No name: unchanged.
    expect((await send("PUT", body["@id"], "admin", {})).json()).toMatchObject({ name: "Recette" });
    const deleted = await send("DELETE", body["@id"], "admin");
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await send("GET", body["@id"], "admin")).statusCode).toBe(404);
  });

  it("'Achat' renamed or deleted over Hydra answers 422 with the French reason; the row stays", async () => {
    const id = await achatId();
    const renamed = await send("PUT", `${PATH}/${id}`, "admin", { name: "Approvisionnement" });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({ "@type": "hydra:Error", "hydra:description": PURCHASE_LOCKED });
    const deleted = await send("DELETE", `${PATH}/${id}`, "admin");
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json()["hydra:description"]).toBe(PURCHASE_LOCKED);
    const [row] = await t.handle.db.select().from(taskTypes).where(eq(taskTypes.id, id));
    expect(row).toMatchObject({ name: "Achat", isPurchase: true });
  });

  it.each([
    ["the same name", "Livraison"],
    ["another case", "LIVRAISON"],
    ["surrounding spaces", "  livraison "],
  ])("a duplicate name (%s) answers 409 and saves nothing", async (_case, name) => {
    const before = await rowCount();
    const response = await send("POST", PATH, "admin", { name });
    expect(response.statusCode).toBe(409);
    expect(response.json()["hydra:description"]).toBe("Un type de tâche porte déjà ce nom.");
    expect(await rowCount()).toBe(before);
  });

  it("renaming onto another type's name answers 409 and keeps both names", async () => {
    const before = await storedNames();
    const list = (await send("GET", PATH, "admin")).json()["hydra:member"];
    const support = list.find((member: { name: string }) => member.name === "Support");
    const response = await send("PUT", `${PATH}/${support.id}`, "admin", { name: "réunion client" });
    expect(response.statusCode).toBe(409);
    expect(response.json()["hydra:description"]).toBe("Un type de tâche porte déjà ce nom.");
    expect(await storedNames()).toEqual(before);
  });

  it.each([
    [{ name: "" }, "Le nom du type de tâche est obligatoire."],
    [{ name: "   " }, "Le nom du type de tâche est obligatoire."],
    [{ name: null }, "Le nom du type de tâche est obligatoire."],
    [{}, "Le nom du type de tâche est obligatoire."],
    [{ name: "x".repeat(256) }, "Le nom du type de tâche ne peut pas dépasser 255 caractères."],
    [{ name: ["Livraison"] }, "name : un texte est attendu."],
    [{ name: "a\u0000b" }, "name : Le texte contient un caractère non autorisé."],
  ])("POST %j answers 400 with a French message and saves nothing", async (payload, message) => {
    const before = await rowCount();
    const response = await send("POST", PATH, "admin", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it("a plain user is refused writing (403) but reads; without a session 401", async () => {
    const before = await rowCount();
    const created = await send("POST", PATH, "user", { name: "Prospection" });
    expect(created.statusCode).toBe(403);
    expect(created.json()["@type"]).toBe("hydra:Error");
    const id = await achatId();
    expect((await send("DELETE", `${PATH}/${id}`, "chef")).statusCode).toBe(403);
    expect((await send("GET", PATH, null)).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it("an unknown id answers 404 in French", async () => {
    const response = await send("PUT", `${PATH}/999999`, "admin", { name: "Fantôme" });
    expect(response.statusCode).toBe(404);
    expect(response.json()["hydra:description"]).toBe("Ce type de tâche est introuvable.");
    expect((await send("DELETE", `${PATH}/999999`, "admin")).statusCode).toBe(404);
  });
});
