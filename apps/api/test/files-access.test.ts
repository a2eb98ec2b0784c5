import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { triangleCompanyModule } from "../src/modules/core/triangle-companies";
import { userModule } from "../src/modules/core/users";
import { leadModule } from "../src/modules/sales/leads";
import { fileAnswer, PDF, PNG, uploadedId } from "./files-helpers";
import { createTestApp, type TestApp } from "./helpers";
import { createLeadAs } from "./sales/sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule, triangleCompanyModule, userModule] });
});
afterAll(() => t.close());

const NOT_FOUND = { status: 404, message: "Fichier introuvable." };
const FORBIDDEN = { status: 403, message: "Vous n'avez pas les droits pour supprimer ce fichier." };
const OK = { status: 200, message: undefined };
const DELETED = { status: 204, message: undefined };

const stored = (id: number) => existsSync(join(t.filesDir, String(id)));

async function companyLogo() {
  const logoId = await uploadedId(t, "admin", "/triangle-company/upload/logo");
  const companyId = t.demo.companyIds[0] ?? 0;
  const admin = await t.caller("admin");
  const company = await admin.triangleCompany.update({ id: companyId, logoFileIds: [logoId] });
  return { logoId, companyId, companyName: company.name };
}

describe("a group company logo", () => {
  it("is read by any signed-in user, and never by an anonymous client", async () => {
    const { logoId } = await companyLogo();
    expect(await fileAnswer(t, "user", "meta", logoId)).toEqual(OK);
    expect(await fileAnswer(t, "chef", "download", logoId)).toEqual(OK);
    expect((await fileAnswer(t, null, "download", logoId)).status).toBe(401);
  });

  it("cannot be deleted by a plain user: 403, and the logo is still downloadable", async () => {
    const { logoId } = await companyLogo();
    expect(await fileAnswer(t, "user", "delete", logoId)).toEqual(FORBIDDEN);
    expect(await fileAnswer(t, "chef", "delete", logoId)).toEqual(FORBIDDEN);
    expect(await fileAnswer(t, "user", "download", logoId)).toEqual(OK);
    expect(stored(logoId)).toBe(true);
  });

  it("is refused to a super admin while a company uses it, saying why", async () => {
    const { logoId, companyId, companyName } = await companyLogo();
    expect(await fileAnswer(t, "admin", "delete", logoId)).toEqual({
      status: 409,
      message: `Ce fichier est un logo de l'entreprise du groupe « ${companyName} » : retirez-le de sa fiche avant de le supprimer.`,
    });
    const admin = await t.caller("admin");
    expect((await admin.triangleCompany.get({ id: companyId })).logos.map((logo) => logo.id)).toContain(
      logoId,
    );
  });

  it("once removed from its company is its uploader's: others no longer see it, the uploader deletes it", async () => {
    const { logoId, companyId } = await companyLogo();
    const admin = await t.caller("admin");
    await admin.triangleCompany.update({ id: companyId, logoFileIds: [] });
    expect(await fileAnswer(t, "user", "download", logoId)).toEqual(NOT_FOUND);
    expect(await fileAnswer(t, "admin", "delete", logoId)).toEqual(DELETED);
    expect(await fileAnswer(t, "admin", "meta", logoId)).toEqual(NOT_FOUND);
    expect(stored(logoId)).toBe(false);
  });
});

describe("a user's picture", () => {
  async function pictureOf(who: "user" | "chef") {
    const pictureId = await uploadedId(t, "admin", "/user/upload/picture");
    const admin = await t.caller("admin");
    await admin.user.update({
      id: t.demo.userIds[who],
      version: (await admin.user.get({ id: t.demo.userIds[who] })).version,
      pictureFileId: pictureId,
    });
    return pictureId;
  }

  it("is read by any signed-in user once it is someone's picture, not before", async () => {
    const pictureId = await uploadedId(t, "admin", "/user/upload/picture");
    expect(await fileAnswer(t, "chef", "download", pictureId)).toEqual(NOT_FOUND);
    const admin = await t.caller("admin");
    await admin.user.update({
      id: t.demo.userIds.user,
      version: (await admin.user.get({ id: t.demo.userIds.user })).version,
      pictureFileId: pictureId,
    });
    expect(await fileAnswer(t, "chef", "download", pictureId)).toEqual(OK);
    expect(await fileAnswer(t, "user", "meta", pictureId)).toEqual(OK);
  });

  it("cannot be deleted by another plain user", async () => {
    const pictureId = await pictureOf("user");
    expect(await fileAnswer(t, "chef", "delete", pictureId)).toEqual(FORBIDDEN);
    expect(await fileAnswer(t, "chef", "download", pictureId)).toEqual(OK);
    const admin = await t.caller("admin");
    expect((await admin.user.get({ id: t.demo.userIds.user })).picture?.id).toBe(pictureId);
  });

  it("is deleted by its user, who then has no picture", async () => {
    const pictureId = await pictureOf("user");
    expect(await fileAnswer(t, "user", "delete", pictureId)).toEqual(DELETED);
    expect(await fileAnswer(t, "user", "download", pictureId)).toEqual(NOT_FOUND);
    const admin = await t.caller("admin");
    expect((await admin.user.get({ id: t.demo.userIds.user })).picture).toBeNull();
    expect(stored(pictureId)).toBe(false);
  });

  it("is deleted by a super admin", async () => {
    const pictureId = await pictureOf("chef");
    expect(await fileAnswer(t, "admin", "delete", pictureId)).toEqual(DELETED);
    const admin = await t.caller("admin");
    expect((await admin.user.get({ id: t.demo.userIds.chef })).picture).toBeNull();
  });
});

describe("a lead attachment", () => {
  async function attachment(bytes = PDF) {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Pièces jointes" });
    const fileId = await uploadedId(t, "user", "/tronc-commun/lead/upload/file", bytes);
    await user.lead.attachFile({ id: lead.id, fileId });
    return { leadId: lead.id, fileId };
  }

  it("is read by whoever may read the lead (every signed-in user), not by an anonymous client", async () => {
    const { fileId } = await attachment();
    expect(await fileAnswer(t, "chef", "download", fileId)).toEqual(OK);
    expect(await fileAnswer(t, "admin", "meta", fileId)).toEqual(OK);
    expect((await fileAnswer(t, null, "meta", fileId)).status).toBe(401);
  });

  it("is deleted by whoever may change the lead, and leaves the lead's list", async () => {
    const { leadId, fileId } = await attachment();
    expect(await fileAnswer(t, "chef", "delete", fileId)).toEqual(DELETED);
    const user = await t.caller("user");
    expect((await user.lead.get({ id: leadId })).files).toEqual([]);
    expect(stored(fileId)).toBe(false);
  });

  it("that is also someone's picture is deleted only by whoever may change both", async () => {
    const { fileId } = await attachment(PNG);
    const admin = await t.caller("admin");
    await admin.user.update({
      id: t.demo.userIds.user,
      version: (await admin.user.get({ id: t.demo.userIds.user })).version,
      pictureFileId: fileId,
    });
    expect(await fileAnswer(t, "chef", "delete", fileId)).toEqual(FORBIDDEN);
    expect(await fileAnswer(t, "chef", "download", fileId)).toEqual(OK);
    expect(await fileAnswer(t, "user", "delete", fileId)).toEqual(DELETED);
  });
});

describe("an upload not yet attached", () => {
  it("is read and deleted by its uploader only; others get the answer of an unknown id", async () => {
    const fileId = await uploadedId(t, "user", "/api/files", PDF);
    expect(await fileAnswer(t, "user", "meta", fileId)).toEqual(OK);
    expect(await fileAnswer(t, "user", "download", fileId)).toEqual(OK);
    for (const who of ["chef", "admin"] as const) {
      expect(await fileAnswer(t, who, "meta", fileId)).toEqual(NOT_FOUND);
      expect(await fileAnswer(t, who, "download", fileId)).toEqual(NOT_FOUND);
      expect(await fileAnswer(t, who, "delete", fileId)).toEqual(NOT_FOUND);
    }
    expect(await fileAnswer(t, "admin", "delete", 999_999)).toEqual(NOT_FOUND);
    expect(stored(fileId)).toBe(true);
    expect(await fileAnswer(t, "user", "delete", fileId)).toEqual(DELETED);
    expect(await fileAnswer(t, "user", "delete", fileId)).toEqual(NOT_FOUND);
    expect(stored(fileId)).toBe(false);
  });
});

describe("linking a file to a lead", () => {
  it("needs the right to read it: someone else's upload answers 404 and stays unreadable", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Pièce d'un autre" });
    const chefFile = await uploadedId(t, "chef", "/api/files", PDF);
    const refused = { code: "NOT_FOUND", message: "Fichier introuvable." };
    await expect(user.lead.attachFile({ id: lead.id, fileId: chefFile })).rejects.toMatchObject(refused);
    await expect(user.lead.setFiles({ id: lead.id, fileIds: [chefFile] })).rejects.toMatchObject(refused);
    expect((await user.lead.get({ id: lead.id })).files).toEqual([]);
    expect(await fileAnswer(t, "user", "download", chefFile)).toEqual(NOT_FOUND);
  });

  it("then removing it from the lead keeps a file that is also a group company logo", async () => {
    const { logoId, companyId } = await companyLogo();
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Logo en pièce jointe" });
    await user.lead.attachFile({ id: lead.id, fileId: logoId });
    expect(await user.lead.removeFile({ id: lead.id, fileId: logoId })).toEqual([]);
    expect(await fileAnswer(t, "user", "download", logoId)).toEqual(OK);
    const admin = await t.caller("admin");
    expect((await admin.triangleCompany.get({ id: companyId })).logos.map((logo) => logo.id)).toContain(
      logoId,
    );
  });
});

describe("file path ids", () => {
  it("accept plain decimal 1 … 2^31−1 only, answering 404 otherwise, never a 500", async () => {
    const fileId = await uploadedId(t, "user", "/api/files", PDF);
    const odd = [`${fileId}.0`, "1.5", "Infinity", "0x10", "+1", "%201", "01", "1e3", "-1", "0"];
    for (const id of [...odd, "2147483648", "99999999999", "abc", "%00"]) {
      for (const action of ["meta", "download", "delete"] as const) {
        expect(await fileAnswer(t, "user", action, id), `${action} ${id}`).toEqual(NOT_FOUND);
      }
    }
    expect(stored(fileId)).toBe(true);
  });
});

describe("linking someone else's private upload", () => {
  it("is refused as a logo or a picture, even to a super admin, and the file stays private", async () => {
    const privateId = await uploadedId(t, "chef", "/api/files");
    const admin = await t.caller("admin");
    const companyId = t.demo.companyIds[0] ?? 0;
    await expect(admin.triangleCompany.update({ id: companyId, logoFileIds: [privateId] })).rejects.toThrow(
      "Fichier introuvable.",
    );
    await expect(
      admin.user.update({
        id: t.demo.userIds.user,
        version: (await admin.user.get({ id: t.demo.userIds.user })).version,
        pictureFileId: privateId,
      }),
    ).rejects.toThrow("Fichier introuvable.");
    expect(await fileAnswer(t, "user", "download", privateId)).toEqual(NOT_FOUND);
    expect(await fileAnswer(t, "chef", "download", privateId)).toEqual(OK);
  });
});
