import { companyContacts, leads } from "@tronc/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCompanyModule } from "../../src/modules/sales/clients";
import { companyContactModule } from "../../src/modules/sales/company-contacts";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import { newCompany, newContact } from "./sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [clientCompanyModule, companyContactModule, leadModule] });
});
afterAll(() => t.close());

const DUPLICATE =
  "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?";

async function contactsWithEmail(companyId: number, email: string) {
  const rows = await t.handle.db
    .select({ id: companyContacts.id })
    .from(companyContacts)
    .where(sql`${companyContacts.companyId} = ${companyId} and lower(${companyContacts.email}) = ${email}`);
  return rows.length;
}

async function newClient(name: string, siret: string) {
  const user = await t.caller("user");
  return user.clientCompany.create({ ...newCompany({ name, siret }), address: newCompany().address });
}

describe("two parallel creations of one contact e-mail", () => {
  it("give one contact and one French 409 (companyContact.create)", async () => {
    const company = await newClient("Atelier Parallèle", "01071271079196");
    const [chef, user] = await Promise.all([t.caller("chef"), t.caller("user")]);
    const input = { companyId: company.id, ...newContact({ email: "double@atelier.fr" }) };
    const results = await Promise.allSettled([
      chef.companyContact.create(input),
      user.companyContact.create(input),
    ]);
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: { code: "CONFLICT", message: DUPLICATE } });
    expect(await contactsWithEmail(company.id, "double@atelier.fr")).toBe(1);
  });

  it("give one contact and one French 409 when two leads are attached to the company at once", async () => {
    const company = await newClient("Atelier Concurrent", "01071271158388");
    const [chef, user] = await Promise.all([t.caller("chef"), t.caller("user")]);
    const [first, second] = await Promise.all(
      [chef, user].map((caller, index) =>
        caller.lead.create({
          requester: { companyName: `Demandeur ${index}`, name: "Zoé Martin", phone: "06 12 34 56 78" },
          subject: `Lead parallèle ${index}`,
          source: "Salon",
          message: "Demande",
          triangleCompanyId: t.demo.companyIds[0],
          sourceTriangleCompanyId: t.demo.companyIds[0],
        }),
      ),
    );
    const contact = newContact({ email: "zoe@atelier.fr" });
    const results = await Promise.allSettled(
      [first, second].map(async (lead, index) =>
        (index === 0 ? chef : user).lead.convertToCompany({
          id: lead?.id ?? 0,
          companyId: company.id,
          contact,
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected")[0]).toMatchObject({
      reason: { code: "CONFLICT", message: DUPLICATE },
    });
    expect(await contactsWithEmail(company.id, "zoe@atelier.fr")).toBe(1);
    const attached = await t.handle.db.select().from(leads).where(eq(leads.companyId, company.id));
    expect(attached).toHaveLength(1);
  });
});
