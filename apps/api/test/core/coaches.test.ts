import { users } from "@tronc/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachModule } from "../../src/modules/core/coaches";
import { userModule } from "../../src/modules/core/users";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [coachModule, userModule] });
});
afterAll(() => t.close());

const COACHES = "/api/diam/coach_i_a_users";
const coachCount = async () =>
  (await t.handle.db.select({ n: count() }).from(users).where(eq(users.discr, "coach-ia")))[0]?.n;

const send: TestApp["send"] = (...request) => t.send(...request);

const coachBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Sophie",
  lastname: "Garnier",
  email: "sophie.garnier@coach.test",
  phone: "06 11 22 33 44",
  password: "coach-secret",
  discr: "coach-ia",
  triangleCompanies: [`/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`],
  isReceiveMailLead: true,
  ...overrides,
});

describe("AI coaches over Hydra", () => {
  it("POST creates a CoachIAUser with the documented fields; companies come back as IRIs", async () => {
    const response = await send("POST", COACHES, "admin", coachBody());
    expect(response.statusCode).toBe(201);
    const coach = response.json();
    expect(coach).toMatchObject({
      "@id": `${COACHES}/${coach.id}`,
      "@type": "CoachIAUser",
      name: "Sophie",
      lastname: "Garnier",
      email: "sophie.garnier@coach.test",
      discr: "coach-ia",
      isActif: true,
      fullname: "Sophie Garnier",
      unsetTakeOffCount: 0,
      isReceiveMailLead: true,
      triangleCompanies: [`/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`],
    });
    expect(coach).not.toHaveProperty("password");
    expect(coach).not.toHaveProperty("passwordHash");
    const read = await send("GET", coach["@id"], "admin");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: coach.id, fullname: "Sophie Garnier" });
  });

  it("a coach needs no phone; companies may also be sent as plain ids", async () => {
    const response = await send(
      "POST",
      COACHES,
      "admin",
      coachBody({
        email: "sans.tel@coach.test",
        phone: undefined,
        triangleCompanies: [t.demo.companyIds[1]],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().phone).toBe("");
  });

  it("401 without a session, 403 for anyone but a super admin; nothing is created", async () => {
    const before = await coachCount();
    expect((await send("POST", COACHES, null, coachBody({ email: "x@coach.test" }))).statusCode).toBe(401);
    for (const who of ["user", "compta", "chef"] as const) {
      expect((await send("POST", COACHES, who, coachBody({ email: "x@coach.test" }))).statusCode).toBe(403);
      expect((await send("GET", `${COACHES}-search`, who)).statusCode).toBe(403);
    }
    expect((await send("GET", `${COACHES}-search`, null)).statusCode).toBe(401);
    expect(await coachCount()).toBe(before);
  });

  it.each([
    [{ email: "pas-un-email" }, 400, "L'adresse e-mail « pas-un-email » n'est pas valide"],
    [{ name: "" }, 400, "Le prénom est obligatoire"],
    [{ lastname: null }, 400, "Le nom est obligatoire"],
    [{ password: undefined }, 400, "Le mot de passe est obligatoire"],
    [{ email: "ADMIN@tronc.test" }, 409, "Cette adresse e-mail est déjà utilisée par un autre compte."],
    [{ discr: "triangle-user" }, 400, "Le champ discr doit valoir « coach-ia »."],
    [
      { triangleCompanies: ["/api/tronc-commun/triangle_companies/999999"] },
      400,
      "Une des entreprises du groupe choisies n'existe pas",
    ],
    [
      { triangleCompanies: "/api/tronc-commun/triangle_companies/1" },
      400,
      "triangleCompanies : une liste est attendue.",
    ],
  ])("POST %j answers %i with a French message and saves nothing", async (overrides, status, message) => {
    const before = await coachCount();
    const response = await send(
      "POST",
      COACHES,
      "admin",
      coachBody({ email: "bad@coach.test", ...overrides }),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()["hydra:description"]).toBe(message);
    expect(await coachCount()).toBe(before);
  });

  it("PUT changes identity and the active flag; unsetTakeOffCount is read-only", async () => {
    const coach = (await send("POST", COACHES, "admin", coachBody({ email: "put@coach.test" }))).json();
    const response = await send("PUT", coach["@id"], "admin", {
      id: coach.id,
      isActif: false,
      name: "Sophia",
      unsetTakeOffCount: 40,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActif: false, name: "Sophia", fullname: "Sophia Garnier" });
    expect(response.json().unsetTakeOffCount).toBe(0);
    const bad = await send("PUT", coach["@id"], "admin", { email: "user@tronc.test" });
    expect(bad.statusCode).toBe(409);
    const empty = await send("PUT", coach["@id"], "admin", { name: " " });
    expect(empty.statusCode).toBe(400);
    expect((await send("GET", coach["@id"], "admin")).json()).toMatchObject({
      name: "Sophia",
      isActif: false,
    });
  });

  it("the unset take-over count stored by the coach area is shown", async () => {
    const coach = (await send("POST", COACHES, "admin", coachBody({ email: "count@coach.test" }))).json();
    await t.handle.db.update(users).set({ unsetTakeOffCount: 3 }).where(eq(users.id, coach.id));
    expect((await send("GET", coach["@id"], "admin")).json().unsetTakeOffCount).toBe(3);
  });

  it("a group user's id is not a coach: 404", async () => {
    expect((await send("GET", `${COACHES}/${t.demo.userIds.user}`, "admin")).statusCode).toBe(404);
    expect((await send("PUT", `${COACHES}/${t.demo.userIds.user}`, "admin", { name: "X" })).statusCode).toBe(
      404,
    );
    expect((await send("GET", `${COACHES}/abc`, "admin")).statusCode).toBe(404);
  });

  it("search is a hydra:Collection of coaches only, filtered by q, paged by maxResults and page", async () => {
    for (const [name, email] of [
      ["Bérénice", "berenice@coach.test"],
      ["Zoé", "zoe@coach.test"],
    ] as const) {
      expect((await send("POST", COACHES, "admin", coachBody({ name, email }))).statusCode).toBe(201);
    }
    const all = (await send("GET", `${COACHES}-search?q=&maxResults=120&page=1`, "admin")).json();
    expect(all["@type"]).toBe("hydra:Collection");
    expect(all["hydra:totalItems"]).toBe(await coachCount());
    expect(all["hydra:member"].every((m: { discr: string }) => m.discr === "coach-ia")).toBe(true);
    expect(all["hydra:member"][0]["@type"]).toBe("CoachIAUser");

    const found = (await send("GET", `${COACHES}-search?q=berenice`, "admin")).json();
    expect(found["hydra:member"].map((m: { fullname: string }) => m.fullname)).toEqual(["Bérénice Garnier"]);
    expect(found["hydra:totalItems"]).toBe(1);

    const first = (await send("GET", `${COACHES}-search?maxResults=2&page=1`, "admin")).json();
    const second = (await send("GET", `${COACHES}-search?maxResults=2&page=2`, "admin")).json();
    expect(first["hydra:member"]).toHaveLength(2);
    expect(second["hydra:totalItems"]).toBe(all["hydra:totalItems"]);
    const firstIds = first["hydra:member"].map((m: { id: number }) => m.id);
    expect(firstIds).not.toContain(second["hydra:member"][0].id);
  });

  it("a bad page parameter is a 400 in French", async () => {
    const response = await send("GET", `${COACHES}-search?page=deux`, "admin");
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe("Le paramètre page doit être un nombre entier.");
  });
});

describe("AI coaches over tRPC", () => {
  it("the list counts coaches, never group users", async () => {
    const caller = await t.caller("admin");
    const page = await caller.coach.list({});
    expect(page.total).toBe(await coachCount());
    expect(page.items.some((coach) => coach.email === "admin@tronc.test")).toBe(false);
  });

  it("a coach is not a group user: get and update answer NOT_FOUND", async () => {
    const caller = await t.caller("admin");
    const coach = await caller.coach.create({
      name: "Coach",
      lastname: "Un",
      email: "coach.un@tronc.test",
      password: "coach-secret",
    });
    await expect(caller.user.get({ id: coach.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.user.update({ id: coach.id, version: 1, isSuperAdmin: true })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, coach.id));
    expect(row?.isSuperAdmin).toBe(false);
    expect((await caller.user.list({ q: "coach" })).items).toEqual([]);
  });

  it("a plain user is FORBIDDEN on every coach procedure", async () => {
    const user = await t.caller("user");
    await expect(user.coach.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(user.coach.get({ id: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      user.coach.create({ name: "a", lastname: "b", email: "c@coach.test", password: "12345678" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(user.coach.update({ id: 1, version: 1, isActif: false })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
