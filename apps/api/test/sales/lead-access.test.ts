import { leads, triangleCompanies } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyContactModule } from "../../src/modules/sales/company-contacts";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, newLeadInput, rejection } from "./sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [companyContactModule, leadModule] });
});
afterAll(() => t.close());

describe("lead choices and attachments", () => {
  it("offers only the user's active group companies and active users", async () => {
    const [first, second] = t.demo.companyIds;
    await t.handle.db
      .update(triangleCompanies)
      .set({ isActive: false })
      .where(eq(triangleCompanies.id, second ?? 0));
    const user = await t.caller("user");
    const options = await user.lead.options();
    expect(options.myTriangleCompanies.map((company) => company.id)).not.toContain(second);
    expect(options.myTriangleCompanies.map((company) => company.id)).toContain(first);
    expect(options.users.map((person) => person.fullname)).toContain("Hugo Petit");
    const refused = await rejection(user.lead.create({ ...newLeadInput(t), triangleCompanyId: second ?? 0 }));
    expect(refused).toEqual({
      code: "FORBIDDEN",
      message: "Vous ne pouvez choisir que des entreprises du groupe actives dont vous faites partie",
    });
    await t.handle.db
      .update(triangleCompanies)
      .set({ isActive: true })
      .where(eq(triangleCompanies.id, second ?? 0));
  });

  it("keeps attachments linked to the lead and deletes a removed one", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Pièces jointes" });
    const cookie = await t.login("user");
    const boundary = "----lead-file";
    const upload = await t.app.inject({
      method: "POST",
      url: "/tronc-commun/lead/upload/file",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief.txt"\r\nContent-Type: text/plain\r\n\r\nCahier des charges\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(201);
    const { idFile } = upload.json() as { idFile: number };
    const files = await user.lead.attachFile({ id: lead.id, fileId: idFile });
    expect(files).toMatchObject([{ id: idFile, filename: "brief.txt", url: `/api/files/${idFile}` }]);
    expect((await user.lead.get({ id: lead.id })).files).toHaveLength(1);
    expect(await user.lead.removeFile({ id: lead.id, fileId: idFile })).toEqual([]);
    const gone = await t.app.inject({ method: "GET", url: `/api/files/${idFile}`, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
  });
});

describe("leads without a session", () => {
  it("answer 401 on tRPC and on the shim", async () => {
    const anonymous = await t.caller(null);
    expect(await rejection(anonymous.lead.search({}))).toEqual({
      code: "UNAUTHORIZED",
      message: "Vous devez être connecté.",
    });
    for (const url of [
      "/api/tronc-commun/lead-search",
      "/api/tronc-commun/tronc_commun_leads/1",
      "/admin/leads-export",
      "/api/company_contacts/1",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
    }
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tronc-commun/tronc_commun_leads",
      payload: {},
    });
    expect(created.statusCode).toBe(401);
    const [row] = await t.handle.db.select({ id: leads.id }).from(leads).where(eq(leads.subject, "x"));
    expect(row).toBeUndefined();
  });
});
