import { leads } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCompanyModule } from "../../src/modules/sales/clients";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import {
  createLeadAs,
  newCompany,
  newContact,
  newLeadInput,
  rejection,
  salesRowCounts,
  updateLeadNow,
} from "./sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [clientCompanyModule, leadModule] });
});
afterAll(() => t.close());

const DUPLICATE =
  "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?";

/** Runs a call that must fail, and checks that no sales table gained or lost a row. */
async function refusedWithoutWriting(work: () => Promise<unknown>) {
  const before = await salesRowCounts(t.handle.db);
  const error = await rejection(work());
  expect(await salesRowCounts(t.handle.db)).toEqual(before);
  return error;
}

describe("bad input: a clear French message, a 4xx, nothing written", () => {
  it("step 1 without a phone (or with a bad e-mail, or with nothing) creates no contact form, lead or project", async () => {
    const user = await t.caller("user");
    expect(await refusedWithoutWriting(() => user.lead.create(newLeadInput(t, { phone: null })))).toEqual({
      code: "BAD_REQUEST",
      message: "Le téléphone du contact est obligatoire",
    });
    const badEmail = { ...newLeadInput(t), requester: { ...newLeadInput(t).requester, email: "helene@" } };
    expect(await refusedWithoutWriting(() => user.lead.create(badEmail))).toEqual({
      code: "BAD_REQUEST",
      message: "L'adresse e-mail « helene@ » n'est pas valide",
    });
    const nobody = { ...newLeadInput(t), requester: { phone: "0612345678" } };
    expect((await refusedWithoutWriting(() => user.lead.create(nobody))).message).toBe(
      "Choisissez une entreprise existante et un de ses contacts, ou saisissez un nom d'entreprise et un nom de contact",
    );
    const noSource = { ...newLeadInput(t), source: " " };
    expect((await refusedWithoutWriting(() => user.lead.create(noSource))).message).toBe(
      "La source du lead est obligatoire",
    );
  });

  it("answers 400 over HTTP too (tRPC endpoint), with the French message", async () => {
    const cookie = await t.login("user");
    const before = await salesRowCounts(t.handle.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/lead.create",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(newLeadInput(t, { phone: "" })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Le téléphone du contact est obligatoire");
    expect(await salesRowCounts(t.handle.db)).toEqual(before);
  });

  it("an empty subject is refused at creation and at save", async () => {
    const user = await t.caller("user");
    expect(await refusedWithoutWriting(() => user.lead.create(newLeadInput(t, { subject: "   " })))).toEqual({
      code: "BAD_REQUEST",
      message: "Le titre du lead est obligatoire",
    });
    const lead = await createLeadAs(user, t);
    expect(await refusedWithoutWriting(() => updateLeadNow(user, { id: lead.id, subject: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Le titre du lead ne peut pas être vide",
    });
    expect((await user.lead.get({ id: lead.id })).subject).toBe(lead.subject);
  });

  it("a callback without a valid date: 'Date de rappel invalide', the callback unchanged", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t);
    await user.lead.setCallback({ id: lead.id, callbackAt: "2031-04-02T09:00" });
    for (const callbackAt of [undefined, "", "2031-02-29T09:00", "02/04/2031"]) {
      expect(await refusedWithoutWriting(() => user.lead.setCallback({ id: lead.id, callbackAt }))).toEqual({
        code: "BAD_REQUEST",
        message: "Date de rappel invalide",
      });
    }
    expect((await user.lead.get({ id: lead.id })).callbackAt).toBe("2031-04-02T07:00:00.000Z");
  });

  it("a SIRET of 13 digits or with a wrong key, a contact e-mail that is not one: no company, address or contact", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t);
    const convert = (company: Record<string, unknown>, contact: Record<string, unknown> = {}) =>
      refusedWithoutWriting(() =>
        user.lead.convertToCompany({
          id: lead.id,
          company: newCompany(company),
          contact: newContact(contact),
        }),
      );
    expect(await convert({ siret: "7328293200007" })).toEqual({
      code: "BAD_REQUEST",
      message: "Le SIRET « 7328293200007 » n'est pas valide (14 chiffres avec une clé correcte)",
    });
    expect((await convert({ siret: "73282932000075" })).message).toBe(
      "Le SIRET « 73282932000075 » n'est pas valide (14 chiffres avec une clé correcte)",
    );
    expect(await convert({}, { email: "helene.dupre" })).toEqual({
      code: "BAD_REQUEST",
      message: "L'adresse e-mail « helene.dupre » n'est pas valide",
    });
    expect((await convert({}, { phone: "" })).message).toBe("Le téléphone du contact est obligatoire");
    expect((await convert({ activitySector: "" })).message).toBe("Le secteur d'activité est obligatoire");
    expect(
      (await convert({ address: { address: "1 rue X", postalCode: "69002", city: "Lyon" } })).message,
    ).toBe(
      "Choisissez l'adresse dans la liste proposée (ville et coordonnées), ou saisissez-la à la main si le service d'adresses ne répond pas",
    );
    expect((await convert({ address: { address: "1 rue X", postalCode: "69002", city: "" } })).message).toBe(
      "Choisissez une adresse avec sa ville, ou saisissez la ville.",
    );
    const [row] = await t.handle.db
      .select({ companyId: leads.companyId })
      .from(leads)
      .where(eq(leads.id, lead.id));
    expect(row?.companyId).toBeNull();
  });

  it("converts in one transaction: company, contact, lead, project and the 'Client de' link", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t);
    const typed = await user.lead.convertToCompany({
      id: lead.id,
      company: newCompany({
        address: { address: "3 place Bellecour", postalCode: "69002", city: "Lyon", manual: true },
      }),
      contact: newContact(),
    });
    expect(typed.lead).toMatchObject({
      company: { id: typed.companyId, siret: "73282932000074" },
      project: { state: "STATE_LEAD" },
    });
    const sheet = await user.clientCompany.get({ id: typed.companyId });
    expect(sheet).toMatchObject({
      address: { city: "Lyon", latitude: null },
      contacts: [{ id: typed.contactId, email: "helene.dupre@boulangerie-lefevre.fr" }],
      triangleCustomers: [{ triangleCompany: { id: t.demo.companyIds[0] }, isProspect: true }],
      projects: [{ name: lead.subject, state: "STATE_LEAD" }],
    });
    expect(
      await rejection(
        user.lead.convertToCompany({ id: lead.id, companyId: typed.companyId, contact: newContact() }),
      ),
    ).toEqual({
      code: "CONFLICT",
      message: "Ce lead est déjà rattaché à une entreprise",
    });
    const again = await createLeadAs(user, t);
    expect(
      await refusedWithoutWriting(() =>
        user.lead.convertToCompany({ id: again.id, company: newCompany(), contact: newContact() }),
      ),
    ).toEqual({
      code: "CONFLICT",
      message: "Une entreprise avec ce SIRET existe déjà : Boulangerie Lefèvre",
    });
  });

  it("a contact e-mail already among the company's contacts asks for confirmation (409), then goes through", async () => {
    const user = await t.caller("user");
    const companyId = (await user.clientCompany.search({ q: "73282932000074" })).items[0]?.id ?? 0;
    const lead = await createLeadAs(user, t);
    const duplicate = {
      id: lead.id,
      companyId,
      contact: newContact({ name: "H. Dupré", email: "HELENE.DUPRE@boulangerie-lefevre.fr" }),
    };
    expect(await refusedWithoutWriting(() => user.lead.convertToCompany(duplicate))).toEqual({
      code: "CONFLICT",
      message: DUPLICATE,
    });
    const confirmed = await user.lead.convertToCompany({ ...duplicate, confirmDuplicate: true });
    expect(confirmed.companyId).toBe(companyId);
    expect((await user.clientCompany.get({ id: companyId })).nbContacts).toBe(2);
  });
});
