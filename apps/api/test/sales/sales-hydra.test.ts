import { projects } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCompanyModule } from "../../src/modules/sales/clients";
import { companyContactModule } from "../../src/modules/sales/company-contacts";
import { contactFormModule } from "../../src/modules/sales/contact-forms";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { triangleCustomerModule } from "../../src/modules/sales/triangle-customers";
import { projectModule } from "../../src/modules/work/projects";
import { createTestApp, type TestApp } from "../helpers";
import { newCompany, newContact } from "./sales-helpers";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      clientCompanyModule,
      companyContactModule,
      contactFormModule,
      leadCallModule,
      leadModule,
      projectModule,
      triangleCustomerModule,
    ],
  });
  cookie = await t.login("user");
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { "@id": string };

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : ({} as Json) };
}

const LEADS = "/api/tronc-commun/tronc_commun_leads";
const group = () => `/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`;
const me = () => `/api/users/${t.demo.userIds.user}`;

async function chainLead(subject: string) {
  const form = await call("POST", "/api/tronc-commun/tronc_commun_contact_forms", {
    name: "Noémie Garnier",
    phone: "06 55 44 33 22",
    email: "noemie@garnier.fr",
    companyName: "Garnier SARL",
    source: "Salon",
    message: "Demande de devis",
    subject,
  });
  expect(form.status).toBe(201);
  const lead = await call("POST", LEADS, {
    subject,
    leadStatus: "LEAD_STATUS_UNREAD",
    triangleCompany: group(),
    sourceTriangleCompany: group(),
    contactForm: form.body["@id"],
  });
  expect(lead.status).toBe(201);
  return { form: form.body, lead: lead.body };
}

describe("Hydra: the lead creation chain of the old clients", () => {
  it("contact form, lead, then project: the POST of the project updates the lead's own project", async () => {
    const { form, lead } = await chainLead("Chaîne Hydra");
    expect(form).toMatchObject({
      "@type": "TroncCommunContactForm",
      name: "Noémie Garnier",
      companyName: "Garnier SARL",
    });
    expect(lead).toMatchObject({
      "@context": "/api/contexts/TroncCommunLead",
      "@type": "TroncCommunLead",
      subject: "Chaîne Hydra",
      leadStatus: "LEAD_STATUS_UNREAD",
      triangleCompany: { "@id": group() },
      contactForm: { "@id": form["@id"] },
      troncCommunProject: { state: "STATE_LEAD" },
      calls: [],
      attachments: [],
      recommantationCount: 0,
    });
    const project = lead.troncCommunProject as Json;
    const saved = await call("POST", "/api/tronc-commun/tronc_commun_projects", {
      lead: lead["@id"],
      name: "Chaîne Hydra",
      state: "STATE_LEAD",
      creator: me(),
      delieveryDate: "2031-05-20",
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      "@id": project["@id"],
      state: "STATE_LEAD",
      delieveryDate: "2031-05-20",
    });
    const rows = await t.handle.db
      .select()
      .from(projects)
      .where(eq(projects.leadId, Number(lead.id)));
    expect(rows).toHaveLength(1);
    const updated = await call("PUT", project["@id"], { state: "STATE_PROJECT", projectManager: me() });
    expect(updated.body).toMatchObject({ state: "STATE_PROJECT", projectManager: { "@id": me() } });
  });

  it("refuses a lead without subject with a French hydra:Error, writing nothing", async () => {
    const response = await call("POST", LEADS, {
      triangleCompany: group(),
      sourceTriangleCompany: group(),
      contactForm: { name: "A", phone: "0600000000" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      "@type": "hydra:Error",
      "hydra:description": "Le titre du lead ne peut pas être vide",
    });
  });
});

describe("Hydra: leads", () => {
  it("lead-search answers a hydra:Collection with 1-based pages, the filters and the counts", async () => {
    await chainLead("Recherche Hydra Ulysse");
    await chainLead("Recherche Hydra Ulysse bis");
    const page = await call(
      "GET",
      "/api/tronc-commun/lead-search?q=ulysse&searchStatus[]=LEAD_STATUS_UNREAD&maxResults=1&page=2",
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      "@type": "hydra:Collection",
      "hydra:totalItems": 2,
      counts: { withoutCallback: 2 },
    });
    const members = page.body["hydra:member"] as Json[];
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      "@type": "TroncCommunLead",
      subject: "Recherche Hydra Ulysse",
      contactForm: { name: "Noémie Garnier" },
    });
    const switched = await call(
      "GET",
      `/api/tronc-commun/lead-search?q=ulysse&leadTrash=1&triangleCompany=${encodeURIComponent(group())}`,
    );
    expect(switched.body["hydra:totalItems"]).toBe(0);
    const bad = await call("GET", "/api/tronc-commun/lead-search?callback=oui");
    expect(bad.status).toBe(400);
    expect(bad.body["hydra:description"]).toBe("Le paramètre callback doit valoir 1, 0, true ou false.");
  });

  it("PUT takes over, saves fields, sets and cancels the callback; invalid dates are refused in French", async () => {
    const { lead } = await chainLead("Mise à jour Hydra");
    const taken = await call("PUT", lead["@id"], {
      owner: me(),
      userAssigned: me(),
      leadStatus: "LEAD_STATUS_NEW",
      readAt: "2020-01-01T00:00:00Z",
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      owner: { "@id": me() },
      userAssigned: { "@id": me() },
      leadStatus: "LEAD_STATUS_NEW",
    });
    expect(taken.body.readAt).not.toBe("2020-01-01T00:00:00Z");
    const saved = await call("PUT", lead["@id"], {
      subject: "Mise à jour Hydra (salon)",
      leadLevel: "LEAD_HOT",
      callbackAt: "2031-01-15T10:30",
      callbackSubject: "Relance",
    });
    expect(saved.body).toMatchObject({
      subject: "Mise à jour Hydra (salon)",
      leadLevel: "LEAD_HOT",
      callbackAt: "2031-01-15T09:30:00.000Z",
      callbackSubject: "Relance",
      callbackUser: { "@id": me() },
    });
    const invalid = await call("PUT", lead["@id"], { callbackAt: "2031-13-45T10:00" });
    expect(invalid).toMatchObject({ status: 400, body: { "hydra:description": "Date de rappel invalide" } });
    const cancelled = await call("PUT", lead["@id"], { callbackAt: null });
    expect(cancelled.body.callbackAt).toBeNull();
    const empty = await call("PUT", lead["@id"], { subject: "  " });
    expect(empty).toMatchObject({
      status: 400,
      body: { "hydra:description": "Le titre du lead ne peut pas être vide" },
    });
  });

  it("calls: POST, PUT of the comment, soft delete by PUT isDeleted, listed by lead", async () => {
    const { lead } = await chainLead("Appels Hydra");
    const created = await call("POST", "/api/tronc-commun/tronc_commun_calls", {
      comment: "Premier appel",
      owner: me(),
      troncCommunLead: lead["@id"],
      callType: "INCOMING_CALL",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      "@type": "TroncCommunCall",
      troncCommunLead: lead["@id"],
      owner: { "@id": me() },
    });
    const edited = await call("PUT", created.body["@id"], { comment: "Premier appel, rappel demain" });
    expect(edited.body.comment).toBe("Premier appel, rappel demain");
    const deleted = await call("PUT", created.body["@id"], {
      isDeleted: true,
      deletedAt: "2000-01-01",
      deletedBy: "/api/users/1",
    });
    expect(deleted.body).toMatchObject({ isDeleted: true, deletedBy: { "@id": me() } });
    expect(deleted.body.deletedAt).not.toBe("2000-01-01");
    const list = await call("GET", `/api/tronc-commun/tronc_commun_calls?troncCommunLead=${lead.id}`);
    expect(list.body["hydra:totalItems"]).toBe(0);
    const fetched = await call("GET", lead["@id"]);
    expect(fetched.body.calls).toEqual([]);
    const noLead = await call("POST", "/api/tronc-commun/tronc_commun_calls", {
      comment: "x",
      callType: "OTHER",
    });
    expect(noLead).toMatchObject({
      status: 400,
      body: { "hydra:description": "troncCommunLead : référence obligatoire." },
    });
  });

  it("DELETE removes a trash lead (204) and refuses the others (422)", async () => {
    const { lead } = await chainLead("Suppression Hydra");
    const refused = await call("DELETE", lead["@id"]);
    expect(refused.status).toBe(422);
    await call("PUT", lead["@id"], { owner: me() });
    await call("PUT", lead["@id"], { leadLevel: "LEAD_TRASH" });
    expect((await call("DELETE", lead["@id"])).status).toBe(204);
    expect((await call("GET", lead["@id"])).status).toBe(404);
    const form = lead.contactForm as Json;
    expect((await call("GET", form["@id"])).status).toBe(404);
  });
});

describe("Hydra: clients, contacts and group-company links", () => {
  it("company_contacts: POST, PUT, GET, search; the duplicate warning when the client asks for it", async () => {
    const user = await t.caller("user");
    const { lead } = await chainLead("Contacts Hydra");
    const converted = await user.lead.convertToCompany({
      id: Number(lead.id),
      company: newCompany(),
      contact: newContact(),
    });
    const company = `/api/companies/${converted.companyId}`;
    const created = await call("POST", "/api/company_contacts", {
      name: "Paul Roux",
      email: "paul@roux.fr",
      phone: "0611111111",
      company,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { "@type": "CompanyContact", company, occupation: null },
    });
    const updated = await call("PUT", created.body["@id"], { occupation: "Acheteur" });
    expect(updated.body.occupation).toBe("Acheteur");
    expect((await call("GET", created.body["@id"])).body.name).toBe("Paul Roux");
    const asked = await call("POST", "/api/company_contacts", {
      name: "P. Roux",
      email: "PAUL@roux.fr",
      phone: "0611111112",
      company,
      confirmDuplicate: false,
    });
    expect(asked.status).toBe(409);
    expect(asked.body["hydra:description"]).toBe(
      "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?",
    );
    const search = await call(
      "GET",
      `/api/company_contacts-search?q=roux&company=${encodeURIComponent(company)}`,
    );
    expect(search.body["hydra:totalItems"]).toBe(1);
    const sheet = await call("GET", company);
    expect(sheet.body).toMatchObject({
      "@type": "Company",
      name: "Boulangerie Lefèvre",
      siret: "73282932000074",
    });
    expect((sheet.body.companyContacts as Json[]).length).toBe(2);
    const bySiret = await call("GET", "/api/companies-search?siret=7328");
    expect((bySiret.body["hydra:member"] as Json[]).map((member) => member["@id"])).toContain(company);
  });

  it("triangle_customers: POST, PUT, GET, DELETE; a second link to the same pair is a 409", async () => {
    const user = await t.caller("user");
    const sheet = await user.clientCompany.create({
      name: "Atelier Mercier",
      siret: "01071271316762",
      activitySector: "Artisanat",
    });
    const company = `/api/companies/${sheet.id}`;
    const created = await call("POST", "/api/tronc-commun/triangle_customers", {
      triangleCompany: group(),
      company,
      isProspect: true,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { "@type": "TriangleCustomer", company, isProspect: true, triangleCompany: { "@id": group() } },
    });
    const again = await call("POST", "/api/tronc-commun/triangle_customers", {
      triangleCompany: group(),
      company,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { "hydra:description": "Ce client est déjà rattaché à cette entreprise du groupe" },
    });
    expect((await call("PUT", created.body["@id"], { isProspect: false })).body.isProspect).toBe(false);
    expect((await call("GET", created.body["@id"])).body.isProspect).toBe(false);
    expect((await call("DELETE", created.body["@id"])).status).toBe(204);
    expect((await call("GET", created.body["@id"])).status).toBe(404);
  });
});
