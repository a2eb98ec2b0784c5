import { users } from "@tronc/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionModule } from "../../src/modules/core/session";
import { userModule } from "../../src/modules/core/users";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [sessionModule, userModule] });
});
afterAll(() => t.close());

const admin = () => t.caller("admin");
const userCount = async () => (await t.handle.db.select({ n: count() }).from(users))[0]?.n;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n");

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: "Nina",
  lastname: "Roux",
  email: "nina.roux@tronc.test",
  phone: "06 12 34 56 78",
  password: "motdepasse-nina",
  ...overrides,
});

async function upload(url: string, filename: string, type: string, bytes: Buffer) {
  const boundary = "----tc-users-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: await t.login("admin") },
  });
  expect(response.statusCode).toBe(201);
  return response.json().idFile as number;
}

describe("group users are for super admins only", () => {
  it("over HTTP: 401 without a session, 403 for user@ and compta@", async () => {
    const url = `/trpc/user.list?input=${encodeURIComponent(JSON.stringify({}))}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    for (const who of ["user", "compta"] as const) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: await t.login(who) } });
      expect(response.statusCode).toBe(403);
    }
    const ok = await t.app.inject({ method: "GET", url, headers: { cookie: await t.login("admin") } });
    expect(ok.statusCode).toBe(200);
  });

  it("every procedure refuses a plain user, and nothing is created", async () => {
    const user = await t.caller("user");
    const before = await userCount();
    const calls = [
      user.user.list({}),
      user.user.get({ id: t.demo.userIds.chef }),
      user.user.create(newUser({ email: "intrus@tronc.test" })),
      user.user.update({ id: t.demo.userIds.user, version: 1, isSuperAdmin: true }),
      user.user.companyChoices(),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await userCount()).toBe(before);
    const me = (await admin()).user.get({ id: t.demo.userIds.user });
    expect((await me).isSuperAdmin).toBe(false);
  });
});

describe("list and search", () => {
  it("lists the group users by last name with their companies, 120 per page by default", async () => {
    const page = await (await admin()).user.list({});
    expect(page.pageSize).toBe(120);
    expect(page.items.map((u) => u.lastname)).toEqual(["Bernard", "Durand", "Martin", "Petit"]);
    expect(page.total).toBe(4);
    expect(page.items[2]).toMatchObject({
      fullname: "Alice Martin",
      email: "admin@tronc.test",
      isActif: true,
      isSuperAdmin: true,
      picture: null,
    });
    expect(page.items[2]?.triangleCompanies).toHaveLength(3);
  });

  it("searches first name, last name and e-mail without regard to case or accents", async () => {
    const caller = await admin();
    await caller.user.create(newUser({ name: "Élodie", lastname: "Lefèvre", email: "elodie@tronc.test" }));
    const names = async (q: string) => (await caller.user.list({ q })).items.map((u) => u.fullname);
    expect(await names("elodie")).toEqual(["Élodie Lefèvre"]);
    expect(await names("LEFEVRE")).toEqual(["Élodie Lefèvre"]);
    expect(await names("élodie lefèvre")).toEqual(["Élodie Lefèvre"]);
    expect(await names("COMPTA@")).toEqual(["Claire Bernard"]);
    expect(await names("mart")).toEqual(["Alice Martin"]);
    expect(await names("%")).toEqual([]);
    expect(await names("zzz")).toEqual([]);
  });

  it("pages are 1-based and the total counts every match", async () => {
    const caller = await admin();
    const second = await caller.user.list({ page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(2);
    expect(second.total).toBeGreaterThanOrEqual(4);
    const first = await caller.user.list({ page: 1, pageSize: 2 });
    expect(first.items.map((u) => u.id)).not.toContain(second.items[0]?.id);
  });
});

describe("adding a user", () => {
  it("trims and lower-cases the e-mail, keeps the phone and companies; the new user can sign in", async () => {
    const caller = await admin();
    const [firstCompany] = t.demo.companyIds;
    const created = await caller.user.create(
      newUser({
        email: "  Paul.Vidal@Tronc.TEST ",
        name: " Paul ",
        lastname: "Vidal",
        triangleCompanyIds: [firstCompany],
      }),
    );
    expect(created).toMatchObject({
      email: "paul.vidal@tronc.test",
      name: "Paul",
      fullname: "Paul Vidal",
      phone: "06 12 34 56 78",
      discr: "triangle-user",
      isActif: true,
      isSuperAdmin: false,
    });
    expect(created.triangleCompanies.map((c) => c.id)).toEqual([firstCompany]);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "paul.vidal@tronc.test", password: "motdepasse-nina" },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ email: "pas-un-email" }, "BAD_REQUEST", "L'adresse e-mail « pas-un-email » n'est pas valide"],
    [{ email: "" }, "BAD_REQUEST", "L'adresse e-mail est obligatoire"],
    [{ name: "  " }, "BAD_REQUEST", "Le prénom est obligatoire"],
    [{ lastname: "" }, "BAD_REQUEST", "Le nom est obligatoire"],
    [{ phone: "" }, "BAD_REQUEST", "Le téléphone est obligatoire"],
    [{ phone: undefined }, "BAD_REQUEST", "Le téléphone est obligatoire"],
    [{ phone: "06-abc" }, "BAD_REQUEST", "Le numéro de téléphone « 06-abc » n'est pas valide"],
    [{ password: "court" }, "BAD_REQUEST", "Le mot de passe doit contenir au moins 8 caractères"],
    [{ password: "" }, "BAD_REQUEST", "Le mot de passe est obligatoire"],
    [{ email: "CHEF@tronc.test" }, "CONFLICT", "Cette adresse e-mail est déjà utilisée par un autre compte."],
    [{ triangleCompanyIds: [999999] }, "BAD_REQUEST", "Une des entreprises du groupe choisies n'existe pas"],
  ])("%j is refused (%s) with a French message, nothing saved", async (overrides, code, message) => {
    const before = await userCount();
    await expect(
      (await admin()).user.create(newUser({ email: "refus@tronc.test", ...overrides })),
    ).rejects.toMatchObject({ code, message });
    expect(await userCount()).toBe(before);
  });

  it("over HTTP a duplicate e-mail is a 409 and a bad one a 400", async () => {
    const cookie = await t.login("admin");
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/trpc/user.create", headers: { cookie }, payload });
    expect((await post(newUser({ email: "user@tronc.test" }))).statusCode).toBe(409);
    const bad = await post(newUser({ email: "nope" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("L'adresse e-mail « nope » n'est pas valide");
  });
});

describe("editing a user", () => {
  it("sets the permission switches and the four role flags, which the user then has at sign-in", async () => {
    const caller = await admin();
    const updated = await caller.user.update({
      id: t.demo.userIds.chef,
      version: (await caller.user.get({ id: t.demo.userIds.chef })).version,
      isReceiveMailLead: true,
      isReceiveAlert: true,
      isReceiveRecoAcceptedEmail: true,
      isCoachIA: true,
      isCompta: true,
      isReadAlert: true,
      isLeaveAdmin: true,
      isSuperAdmin: true,
    });
    expect(updated).toMatchObject({
      isReceiveMailLead: true,
      isReceiveAlert: true,
      isReceiveRecoAcceptedEmail: true,
      isCoachIA: true,
      isCompta: true,
      isReadAlert: true,
      isLeaveAdmin: true,
      isSuperAdmin: true,
    });
    const chef = await t.caller("chef");
    expect(await chef.session.me()).toMatchObject({ isSuperAdmin: true, isCompta: true, isLeaveAdmin: true });
    await caller.user.update({
      id: t.demo.userIds.chef,
      version: (await caller.user.get({ id: t.demo.userIds.chef })).version,
      isSuperAdmin: false,
      isCompta: false,
    });
    expect(await (await t.caller("chef")).session.me()).toMatchObject({
      isSuperAdmin: false,
      isCompta: false,
    });
  });

  it("changes identity and replaces the group companies", async () => {
    const caller = await admin();
    const [a, b, c] = t.demo.companyIds;
    const created = await caller.user.create(
      newUser({ email: "marc@tronc.test", triangleCompanyIds: [a, b] }),
    );
    const updated = await caller.user.update({
      id: created.id,
      version: (await caller.user.get({ id: created.id })).version,
      name: "Marc",
      lastname: "Leroy",
      phone: "07 00 00 00 00",
      triangleCompanyIds: [c ?? 0],
    });
    expect(updated).toMatchObject({
      fullname: "Marc Leroy",
      phone: "07 00 00 00 00",
      email: "marc@tronc.test",
    });
    expect(updated.triangleCompanies.map((company) => company.id)).toEqual([c]);
  });

  it("refuses an e-mail already used by someone else (409) and an empty last name (400)", async () => {
    const caller = await admin();
    const id = t.demo.userIds.user;
    await expect(
      caller.user.update({
        id,
        version: (await caller.user.get({ id })).version,
        email: "Compta@tronc.test",
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(
      caller.user.update({ id, version: (await caller.user.get({ id })).version, lastname: "" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le nom est obligatoire",
    });
    await expect(
      caller.user.update({ id, version: (await caller.user.get({ id })).version, phone: "" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.user.get({ id })).toMatchObject({ email: "user@tronc.test", lastname: "Durand" });
  });

  it("the super admin cannot switch off his own 'actif sur l'ERP' nor his own super admin right", async () => {
    const caller = await admin();
    const self = t.demo.userIds.admin;
    await expect(
      caller.user.update({
        id: self,
        version: (await caller.user.get({ id: self })).version,
        isActif: false,
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Vous ne pouvez pas modifier votre propre statut « actif sur l'ERP »",
    });
    await expect(
      caller.user.update({
        id: self,
        version: (await caller.user.get({ id: self })).version,
        isSuperAdmin: false,
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Vous ne pouvez pas retirer vos propres droits de super administrateur",
    });
    // Saving his own record unchanged (the flag sent as it is) is fine.
    expect(
      await caller.user.update({
        id: self,
        version: (await caller.user.get({ id: self })).version,
        isActif: true,
        phone: "06 00 00 00 01",
      }),
    ).toMatchObject({
      isActif: true,
      isSuperAdmin: true,
    });
  });

  it("over HTTP deactivating oneself is a 403 with the French message", async () => {
    const cookie = await t.login("admin");
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/user.update",
      headers: { cookie },
      payload: {
        id: t.demo.userIds.admin,
        version: (await (await admin()).user.get({ id: t.demo.userIds.admin })).version,
        isActif: false,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "Vous ne pouvez pas modifier votre propre statut « actif sur l'ERP »",
    );
  });

  it("a deactivated user is signed out and can no longer sign in; reactivated, he can", async () => {
    const caller = await admin();
    const created = await caller.user.create(newUser({ email: "temp@tronc.test" }));
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: "temp@tronc.test", password: "motdepasse-nina" },
        remoteAddress: "10.9.9.9",
      });
    const session = (await login()).cookies.find((c) => c.name === "tc_session");
    await caller.user.update({
      id: created.id,
      version: (await caller.user.get({ id: created.id })).version,
      isActif: false,
    });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `tc_session=${session?.value}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    await caller.user.update({
      id: created.id,
      version: (await caller.user.get({ id: created.id })).version,
      isActif: true,
    });
    expect((await login()).statusCode).toBe(200);
  });

  it("a picture uploaded through /user/upload/picture is saved on the user; a PDF is refused", async () => {
    const caller = await admin();
    const idFile = await upload("/user/upload/picture", "moi.png", "image/png", PNG);
    const updated = await caller.user.update({
      id: t.demo.userIds.user,
      version: (await caller.user.get({ id: t.demo.userIds.user })).version,
      pictureFileId: idFile,
    });
    expect(updated.picture).toEqual({
      id: idFile,
      filename: "moi.png",
      url: `/api/files/${idFile}/download`,
    });
    const pdfId = await upload("/api/files", "cv.pdf", "application/pdf", PDF);
    await expect(
      caller.user.update({
        id: t.demo.userIds.user,
        version: (await caller.user.get({ id: t.demo.userIds.user })).version,
        pictureFileId: pdfId,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La photo doit être une image (JPEG, PNG, GIF ou WebP)",
    });
    const removed = await caller.user.update({
      id: t.demo.userIds.user,
      version: (await caller.user.get({ id: t.demo.userIds.user })).version,
      pictureFileId: null,
    });
    expect(removed.picture).toBeNull();
  });

  it("a new password replaces the old one; an empty one leaves it", async () => {
    const caller = await admin();
    const created = await caller.user.create(newUser({ email: "pwd@tronc.test" }));
    await caller.user.update({
      id: created.id,
      version: (await caller.user.get({ id: created.id })).version,
      password: "",
    });
    await caller.user.update({
      id: created.id,
      version: (await caller.user.get({ id: created.id })).version,
      password: "nouveau-secret",
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "pwd@tronc.test", password: "nouveau-secret" },
      remoteAddress: "10.9.9.8",
    });
    expect(login.statusCode).toBe(200);
  });

  it("the membership choices are every group company", async () => {
    const choices = await (await admin()).user.companyChoices();
    expect(choices.map((c) => c.id).sort()).toEqual([...t.demo.companyIds].sort());
  });
});
