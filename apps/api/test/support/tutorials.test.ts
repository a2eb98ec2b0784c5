import { tutorials } from "@tronc/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutorialModule } from "../../src/modules/support/tutorials";
import { createTestApp, type TestApp } from "../helpers";
import { clearTutorials, mutate } from "./tutorials-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [tutorialModule] });
  await clearTutorials(t);
});
afterAll(() => t.close());

const tutorialCount = async () => (await t.handle.db.select({ n: count() }).from(tutorials))[0]?.n;

const list = async (who: "admin" | "user" = "admin") => (await t.caller(who)).tutorial.list();

const titlesOf = async (category: string) =>
  (await list()).categories.find((group) => group.name === category)?.entries.map((entry) => entry.title);

const create = async (input: {
  title: string;
  category: string;
  description?: string;
  externalUrl?: string;
}) => (await t.caller("admin")).tutorial.create(input);

describe("the 'Aide' page", () => {
  it("groups the entries by category, the first category opened first, 'coming soon' without video nor link", async () => {
    const login = await create({
      title: "Se connecter",
      category: "Premiers pas",
      description: "La connexion.",
    });
    const lead = await create({
      title: "Saisir un lead",
      category: "Ventes",
      externalUrl: "https://videos.tronc.test/ventes/lead",
    });
    const menu = await create({ title: "Le menu", category: "Premiers pas" });

    const page = await list("user");
    expect(page.canEdit).toBe(false);
    expect(page.categories.map((group) => group.name)).toEqual(["Premiers pas", "Ventes"]);
    expect(page.categories[0]?.entries.map((entry) => entry.id)).toEqual([login.id, menu.id]);
    expect(page.categories[0]?.entries[0]).toMatchObject({
      title: "Se connecter",
      description: "La connexion.",
      video: null,
      externalUrl: null,
      comingSoon: true,
      canMoveUp: false,
      canMoveDown: false,
    });
    expect(page.categories[1]?.entries[0]).toMatchObject({
      id: lead.id,
      externalUrl: "https://videos.tronc.test/ventes/lead",
      comingSoon: false,
    });

    const asAdmin = await list();
    expect(asAdmin.canEdit).toBe(true);
    expect(
      asAdmin.categories[0]?.entries.map(({ canMoveUp, canMoveDown }) => [canMoveUp, canMoveDown]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("a category typed with another case joins the existing one", async () => {
    const entry = await create({ title: "Relancer", category: "  ventes " });
    expect(entry.category).toBe("Ventes");
    expect(await titlesOf("Ventes")).toEqual(["Saisir un lead", "Relancer"]);
  });

  it("signed-out visitors are refused the page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/trpc/tutorial.list" });
    expect(response.statusCode).toBe(401);
  });
});

describe("super admins edit, order and remove", () => {
  it("an edit changes the title, clears the description, and a new category puts the entry last there", async () => {
    const entry = await create({ title: "Facturer", category: "Comptabilité", description: "Ancienne" });
    await create({ title: "Encaisser", category: "Ventes" });
    const edited = await (await t.caller("admin")).tutorial.update({
      id: entry.id,
      title: "Facturer un client",
      description: null,
      category: "Ventes",
    });
    expect(edited).toMatchObject({ title: "Facturer un client", description: null, category: "Ventes" });
    expect(await titlesOf("Ventes")).toEqual([
      "Saisir un lead",
      "Relancer",
      "Encaisser",
      "Facturer un client",
    ]);
    // Its only entry gone, 'Comptabilité' has no heading any more.
    expect((await list()).categories.map((group) => group.name)).toEqual(["Premiers pas", "Ventes"]);
  });

  it("moves an entry up and down within its category; past either end nothing changes", async () => {
    const admin = await t.caller("admin");
    const ventes = (await list()).categories.find((group) => group.name === "Ventes")?.entries ?? [];
    const [first, second, third] = ventes;
    if (!first || !second || !third) throw new Error("three entries expected in Ventes");

    await admin.tutorial.move({ id: third.id, direction: "up" });
    expect(await titlesOf("Ventes")).toEqual([
      "Saisir un lead",
      "Encaisser",
      "Relancer",
      "Facturer un client",
    ]);
    await admin.tutorial.move({ id: first.id, direction: "down" });
    expect(await titlesOf("Ventes")).toEqual([
      "Encaisser",
      "Saisir un lead",
      "Relancer",
      "Facturer un client",
    ]);
    const unchanged = await admin.tutorial.move({ id: third.id, direction: "up" });
    expect(unchanged.categories[1]?.entries.map((entry) => entry.title)).toEqual([
      "Encaisser",
      "Saisir un lead",
      "Relancer",
      "Facturer un client",
    ]);
    // 'Premiers pas' is another category: untouched.
    expect(await titlesOf("Premiers pas")).toEqual(["Se connecter", "Le menu"]);
  });

  it("two moves at once in one category both apply, without waiting on each other", async () => {
    const admin = await t.caller("admin");
    const [a, , , d] = [
      await create({ title: "A", category: "Concurrence" }),
      await create({ title: "B", category: "Concurrence" }),
      await create({ title: "C", category: "Concurrence" }),
      await create({ title: "D", category: "Concurrence" }),
    ];
    // A down and D up commute: whichever runs first, the order is B, A, D, C.
    await Promise.all([
      admin.tutorial.move({ id: a?.id ?? 0, direction: "down" }),
      admin.tutorial.move({ id: d?.id ?? 0, direction: "up" }),
    ]);
    expect(await titlesOf("Concurrence")).toEqual(["B", "A", "D", "C"]);
    for (const entry of [a, d]) await admin.tutorial.remove({ id: entry?.id ?? 0 });
    const rest = (await list()).categories.find((group) => group.name === "Concurrence")?.entries ?? [];
    for (const entry of rest) await admin.tutorial.remove({ id: entry.id });
  });

  it("removes an entry; a second removal answers 404", async () => {
    const entry = await create({ title: "À supprimer", category: "Premiers pas" });
    const first = await mutate(t, "admin", "remove", { id: entry.id });
    expect(first.status).toBe(200);
    expect(await titlesOf("Premiers pas")).toEqual(["Se connecter", "Le menu"]);
    const again = await mutate(t, "admin", "remove", { id: entry.id });
    expect(again.status).toBe(404);
    expect(again.error.message).toBe("Ce tutoriel est introuvable");
  });

  it("removing the video of an entry that has none is refused in French", async () => {
    const [entry] = (await list()).categories[0]?.entries ?? [];
    const answer = await mutate(t, "admin", "removeVideo", { id: entry?.id });
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe("Ce tutoriel n'a pas de vidéo");
  });
});

describe("bad input and permissions", () => {
  it("a missing title, a missing category and a link that is not https: 400 on the field, nothing saved", async () => {
    const before = await tutorialCount();
    const noTitle = await mutate(t, "admin", "create", { title: " ", category: "Ventes" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.error.message).toBe("Le titre du tutoriel est obligatoire");
    expect(noTitle.error.data).toMatchObject({ domainCode: "TUTORIAL_TITLE_REQUIRED", field: "title" });

    const noCategory = await mutate(t, "admin", "create", { title: "Sans catégorie" });
    expect(noCategory.error.data).toMatchObject({
      domainCode: "TUTORIAL_CATEGORY_REQUIRED",
      field: "category",
    });

    const http = await mutate(t, "admin", "create", {
      title: "Lien",
      category: "Ventes",
      externalUrl: "http://videos.tronc.test/x",
    });
    expect(http.status).toBe(400);
    expect(http.error.message).toBe(
      "Le lien « http://videos.tronc.test/x » n'est pas une adresse web valide commençant par https://",
    );
    const long = await mutate(t, "admin", "create", {
      title: "Lien",
      category: "Ventes",
      externalUrl: `https://videos.tronc.test/${"a".repeat(480)}`,
    });
    expect(long.error.message).toBe("Le lien de la vidéo ne peut pas dépasser 500 caractères");

    const badMove = await mutate(t, "admin", "move", { id: 1, direction: "left" });
    expect(badMove.status).toBe(400);
    expect(await tutorialCount()).toBe(before);
  });

  it("a plain user is refused every change with 403 and nothing changes", async () => {
    const before = await list();
    const [entry] = before.categories[0]?.entries ?? [];
    if (!entry) throw new Error("an entry expected");
    const attempts = [
      mutate(t, "user", "create", { title: "Pirate", category: "Ventes" }),
      mutate(t, "user", "update", { id: entry.id, title: "Pirate" }),
      mutate(t, "user", "move", { id: entry.id, direction: "down" }),
      mutate(t, "user", "remove", { id: entry.id }),
      mutate(t, "user", "removeVideo", { id: entry.id }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.error.message).toBe("Vous n'avez pas les droits pour cette action.");
    }
    expect(await list()).toEqual(before);
  });
});
