import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { triangleCompanyModule } from "../../src/modules/core/triangle-companies";
import { clientCompanyModule } from "../../src/modules/sales/clients";
import { companyContactModule } from "../../src/modules/sales/company-contacts";
import { leadModule } from "../../src/modules/sales/leads";
import { triangleCustomerModule } from "../../src/modules/sales/triangle-customers";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, newCompany, newContact, rejection, salesRowCounts } from "./sales-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      clientCompanyModule,
      companyContactModule,
      leadModule,
      triangleCompanyModule,
      triangleCustomerModule,
    ],
  });
});
afterAll(() => t.close());

const identity = {
  name: "Hôtel Rivière",
  siret: "73282932000074",
  activitySector: "Hôtellerie-restauration",
  companySize: "35",
  website: "https://hotel-riviere.fr",
  invoiceHeadName: "SARL Hôtel Rivière",
  invoiceAddress: "1 quai du Rhône, 69002 Lyon",
  address: {
    address: "1 quai du Rhône",
    postalCode: "69002",
    city: "Lyon",
    latitude: 45.76,
    longitude: 4.83,
  },
};

describe("client companies", () => {
  it("are created, found by name, SIRET or city (accents aside) and shown as cards", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      ...identity,
      triangleCompanyIds: [t.demo.companyIds[0] ?? 0],
    });
    expect(sheet).toMatchObject({
      name: "Hôtel Rivière",
      siret: "73282932000074",
      companySize: 35,
      address: { city: "Lyon", postalCode: "69002" },
      triangleCustomers: [{ triangleCompany: { id: t.demo.companyIds[0] }, isProspect: true }],
      contacts: [],
      nbLeads: 0,
    });
    for (const q of ["hotel riviere", "7328293", "LYON", "69002"]) {
      const result = await user.clientCompany.search({ q });
      expect(
        result.items.map((card) => card.id),
        q,
      ).toContain(sheet.id);
    }
    const card = (await user.clientCompany.search({ q: "riviere" })).items[0];
    expect(card).toMatchObject({
      name: "Hôtel Rivière",
      city: "Lyon",
      activitySector: "Hôtellerie-restauration",
      isFactor: false,
      siret: "73282932000074",
      nbContacts: 0,
      nbLeads: 0,
    });
    expect(card?.triangleCompanies).toHaveLength(1);
    const page = await user.clientCompany.search({});
    expect(page.pageSize).toBe(120);
    expect(page.total).toBeGreaterThanOrEqual(6);
  });

  it("updates the identity by the rules, a link with isProspect per newly ticked group company", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      ...identity,
      siret: "55210055400013",
      name: "Mairie de Test",
    });
    const [first, second, third] = t.demo.companyIds;
    await user.clientCompany.update({
      id: sheet.id,
      version: (await user.clientCompany.get({ id: sheet.id })).version,
      ...identity,
      siret: "55210055400013",
      triangleCompanyIds: [first ?? 0],
    });
    const { triangleCustomers } = await import("@tronc/db");
    const { eq } = await import("drizzle-orm");
    await t.handle.db
      .update(triangleCustomers)
      .set({ isProspect: false })
      .where(eq(triangleCustomers.companyId, sheet.id));
    const updated = await user.clientCompany.update({
      id: sheet.id,
      version: (await user.clientCompany.get({ id: sheet.id })).version,
      ...identity,
      name: "Mairie de Test-Ville",
      siret: "55210055400013",
      companySize: "",
      triangleCompanyIds: [first ?? 0, second ?? 0, third ?? 0],
    });
    expect(updated.name).toBe("Mairie de Test-Ville");
    expect(updated.companySize).toBeNull();
    expect(
      updated.triangleCustomers.map((link) => [link.triangleCompany.id, link.isProspect]).sort(),
    ).toEqual(
      [
        [first, false],
        [second, true],
        [third, true],
      ].sort(),
    );
    const unticked = await user.clientCompany.update({
      id: sheet.id,
      version: (await user.clientCompany.get({ id: sheet.id })).version,
      ...identity,
      siret: "55210055400013",
      triangleCompanyIds: [second ?? 0],
    });
    expect(unticked.triangleCustomers.map((link) => link.triangleCompany.id)).toEqual([second]);
  });

  it("refuses a short name, a bad SIRET, no sector, a bad headcount or a long billing address, writing nothing", async () => {
    const user = await t.caller("user");
    const before = await salesRowCounts(t.handle.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "H" }, "Le nom de l'entreprise doit compter au moins 2 caractères"],
      [
        { siret: "7328293200007" },
        "Le SIRET « 7328293200007 » n'est pas valide (14 chiffres avec une clé correcte)",
      ],
      [
        { siret: "73282932000075" },
        "Le SIRET « 73282932000075 » n'est pas valide (14 chiffres avec une clé correcte)",
      ],
      [{ activitySector: "" }, "Le secteur d'activité est obligatoire"],
      [{ companySize: "12,5" }, "L'effectif doit être un nombre entier positif"],
      [{ invoiceAddress: "x".repeat(301) }, "L'adresse de facturation ne doit pas dépasser 300 caractères"],
    ];
    for (const [change, message] of cases) {
      expect(
        await rejection(user.clientCompany.create({ ...identity, siret: "35600000000048", ...change })),
      ).toEqual({
        code: "BAD_REQUEST",
        message,
      });
    }
    expect(await salesRowCounts(t.handle.db)).toEqual(before);
    const taken = await rejection(user.clientCompany.create(identity));
    expect(taken).toEqual({
      code: "CONFLICT",
      message: "Une entreprise avec ce SIRET existe déjà : Hôtel Rivière",
    });
  });

  it("may be abroad: a typed Belgian address is saved for a client, refused for a group company", async () => {
    const brussels = { address: "Rue de la Loi 16", postalCode: "1000", city: "Bruxelles" };
    const user = await t.caller("user");
    const delvaux = { ...identity, name: "Maison Delvaux", siret: "51234567900009" };
    const client = await user.clientCompany.create({ ...delvaux, address: brussels });
    expect(client.address).toMatchObject({ ...brussels, latitude: null, longitude: null });
    const moved = await user.clientCompany.update({
      id: client.id,
      version: (await user.clientCompany.get({ id: client.id })).version,
      ...delvaux,
      address: { address: "Grand-Place 1", postalCode: " 1000 ", city: "Bruxelles", complement: "2e étage" },
    });
    expect(moved.address).toMatchObject({
      address: "Grand-Place 1",
      postalCode: "1000",
      complement: "2e étage",
    });
    expect((await user.clientCompany.search({ q: "bruxelles" })).items.map((card) => card.id)).toContain(
      client.id,
    );
    expect(
      await rejection(
        user.clientCompany.create({
          ...identity,
          siret: "80295478400004",
          address: { ...brussels, postalCode: "1000/B" },
        }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: "Le code postal « 1000/B » n'est pas valide" });

    // 'Rattacher à une entreprise' takes it too, typed by hand.
    const lead = await createLeadAs(user, t);
    const converted = await user.lead.convertToCompany({
      id: lead.id,
      company: newCompany({ siret: "41300298100004", address: { ...brussels, manual: true } }),
      contact: newContact(),
    });
    expect((await user.clientCompany.get({ id: converted.companyId })).address).toMatchObject(brussels);

    const before = await salesRowCounts(t.handle.db);
    const admin = await t.caller("admin");
    const groupCompany = admin.triangleCompany.create({
      name: "Triangle Benelux",
      siret: "38347481400001",
      phone: "01 23 45 67 89",
      email: "contact@benelux.tronc.test",
      address: brussels,
    });
    expect(await rejection(groupCompany)).toEqual({
      code: "BAD_REQUEST",
      message: "Le code postal « 1000 » n'est pas valide",
    });
    expect(await salesRowCounts(t.handle.db)).toEqual(before);
  });

  it("are looked up by SIRET from 4 digits", async () => {
    const user = await t.caller("user");
    expect(await user.clientCompany.lookupBySiret({ siret: "732" })).toEqual([]);
    const found = await user.clientCompany.lookupBySiret({ siret: "7328 29" });
    expect(found.map((company) => company.name)).toContain("Hôtel Rivière");
  });
});

describe("contacts", () => {
  it("are created with name, e-mail and phone (occupation optional), searched and updated", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      ...identity,
      name: "Librairie Noël",
      siret: "01071271079196",
    });
    const contact = await user.companyContact.create({
      companyId: sheet.id,
      name: "Bérénice Noël",
      email: "Berenice@Librairie-Noel.fr",
      phone: "06 11 22 33 44",
    });
    expect(contact).toMatchObject({
      email: "berenice@librairie-noel.fr",
      occupation: null,
      companyId: sheet.id,
    });
    const updated = await user.companyContact.update({
      id: contact.id,
      version: (await user.companyContact.get({ id: contact.id })).version,
      occupation: "Gérante",
    });
    expect(updated.occupation).toBe("Gérante");
    const found = await user.companyContact.search({ q: "berenice" });
    expect(found.items.map((item) => [item.id, item.companyName])).toEqual([[contact.id, "Librairie Noël"]]);
    expect((await user.companyContact.search({ companyId: sheet.id })).total).toBe(1);
    expect((await user.clientCompany.get({ id: sheet.id })).nbContacts).toBe(1);
  });

  it("refuses a missing name or phone, an e-mail that is not one, and warns of a duplicate e-mail", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      ...identity,
      name: "Studio Blanc",
      siret: "01071271158388",
    });
    await user.companyContact.create({
      companyId: sheet.id,
      name: "Ana",
      email: "ana@studio.fr",
      phone: "0611223344",
    });
    const before = await salesRowCounts(t.handle.db);
    const base = { companyId: sheet.id, name: "Bob", email: "bob@studio.fr", phone: "0611223345" };
    expect((await rejection(user.companyContact.create({ ...base, name: "" }))).message).toBe(
      "Le nom du contact est obligatoire",
    );
    expect((await rejection(user.companyContact.create({ ...base, phone: null }))).message).toBe(
      "Le téléphone du contact est obligatoire",
    );
    expect((await rejection(user.companyContact.create({ ...base, email: "bob(at)studio" }))).message).toBe(
      "L'adresse e-mail « bob(at)studio » n'est pas valide",
    );
    expect(await rejection(user.companyContact.create({ ...base, email: "ANA@studio.fr" }))).toEqual({
      code: "CONFLICT",
      message:
        "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?",
    });
    expect(await salesRowCounts(t.handle.db)).toEqual(before);
    const confirmed = await user.companyContact.create({
      ...base,
      email: "ana@studio.fr",
      confirmDuplicate: true,
    });
    expect(confirmed.email).toBe("ana@studio.fr");
  });
});

describe("group-company/client links", () => {
  it("are created once (isProspect true by default), updated, read and deleted", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      ...identity,
      name: "Domaine Roux",
      siret: "01071271237570",
    });
    const [first] = t.demo.companyIds;
    const link = await user.triangleCustomer.create({ triangleCompanyId: first ?? 0, companyId: sheet.id });
    expect(link).toMatchObject({ isProspect: true, companyId: sheet.id, triangleCompany: { id: first } });
    expect(
      await rejection(user.triangleCustomer.create({ triangleCompanyId: first ?? 0, companyId: sheet.id })),
    ).toEqual({
      code: "CONFLICT",
      message: "Ce client est déjà rattaché à cette entreprise du groupe",
    });
    expect((await user.triangleCustomer.update({ id: link.id, isProspect: false })).isProspect).toBe(false);
    expect((await user.triangleCustomer.get({ id: link.id })).isProspect).toBe(false);
    await user.triangleCustomer.delete({ id: link.id });
    expect((await rejection(user.triangleCustomer.get({ id: link.id }))).code).toBe("NOT_FOUND");
  });
});
