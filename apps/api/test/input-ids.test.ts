import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachModule } from "../src/modules/core/coaches";
import { triangleCompanyModule } from "../src/modules/core/triangle-companies";
import { vatModule } from "../src/modules/core/vat";
import { clientCompanyModule } from "../src/modules/sales/clients";
import { companyContactModule } from "../src/modules/sales/company-contacts";
import { leadCallModule } from "../src/modules/sales/lead-calls";
import { leadModule } from "../src/modules/sales/leads";
import { dayOffModule } from "../src/modules/work/day-offs";
import { createTestApp, type TestApp } from "./helpers";
import { hydraAs, LEAD_SEARCH, LEADS, trpcAs } from "./input-helpers";
import { createLeadAs } from "./sales/sales-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      clientCompanyModule,
      coachModule,
      companyContactModule,
      dayOffModule,
      leadCallModule,
      leadModule,
      triangleCompanyModule,
      vatModule,
    ],
  });
  hydra = hydraAs(t);
  trpc = trpcAs(t);
});
afterAll(() => t.close());

const TOO_BIG = 2_147_483_648;
const COMPANY_REFERENCE =
  "company : la référence doit désigner une entreprise cliente (/api/companies/{id}).";

describe("ids: only plain decimals within int4 name a row", () => {
  it("a path id that is not one answers 404 in French, never a 500", async () => {
    const paths = [LEADS, "/api/compta/tvas", "/api/tronc-commun/day_offs", "/api/companies"];
    for (const id of ["0x10", "+1", "%201", "1.5", "Infinity", "1e3", "2147483648", "-1", "0", "01"]) {
      for (const path of paths) {
        const response = await hydra("admin", "GET", `${path}/${id}`);
        expect({ path, id, status: response.status }).toEqual({ path, id, status: 404 });
        expect(response.body["@type"]).toBe("hydra:Error");
      }
    }
    expect((await hydra("admin", "PUT", `${LEADS}/${TOO_BIG}`, { subject: "x" })).status).toBe(404);
    expect((await hydra("admin", "DELETE", `/api/tronc-commun/day_offs/${TOO_BIG}`)).status).toBe(404);
  });

  it("an id beyond int4 in a body, a query or a tRPC input is a 400 in French", async () => {
    const body = await hydra("user", "POST", "/api/company_contacts", {
      name: "Paul Roux",
      phone: "0611111111",
      company: `/api/companies/${TOO_BIG}`,
    });
    expect(body).toMatchObject({ status: 400, description: COMPANY_REFERENCE });
    const bare = await hydra("user", "POST", "/api/company_contacts", { name: "P", company: TOO_BIG });
    expect(bare).toMatchObject({ status: 400, description: COMPANY_REFERENCE });
    const query = await hydra(
      "user",
      "GET",
      `/api/tronc-commun/tronc_commun_calls?troncCommunLead=${TOO_BIG}`,
    );
    expect(query.status).toBe(400);
    expect(await trpc("user", "query", "lead.get", { id: TOO_BIG })).toMatchObject({
      status: 400,
      message: "id : Le lead n'est pas un identifiant valide.",
    });
    const files = await trpc("user", "mutation", "lead.setFiles", { id: 1, fileIds: [TOO_BIG] });
    expect(files).toMatchObject({
      status: 400,
      message: "fileIds.0 : Le fichier n'est pas un identifiant valide.",
    });
  });

  it("an IRI of another type is a 400 naming what the field must designate", async () => {
    const wrongType = await hydra("user", "POST", "/api/company_contacts", {
      name: "Paul Roux",
      company: "/api/tronc-commun/day_offs/7",
    });
    expect(wrongType).toMatchObject({ status: 400, description: COMPANY_REFERENCE });
    const lead = await hydra("user", "POST", LEADS, {
      subject: "Mauvais type",
      triangleCompany: "/api/users/1",
      contactForm: { name: "A", phone: "0600000000" },
    });
    expect(lead).toMatchObject({
      status: 400,
      description:
        "triangleCompany : la référence doit désigner une entreprise du groupe (/api/tronc-commun/triangle_companies/{id}).",
    });
    const garbage = await hydra("user", "POST", "/api/company_contacts", {
      name: "P",
      company: { "@id": [] },
    });
    expect(garbage).toMatchObject({ status: 400, description: COMPANY_REFERENCE });
  });
});

describe("pages and numbers", () => {
  it("a page or a page size that overflows is a 400 in French; the last allowed page answers", async () => {
    expect(await hydra("user", "GET", `${LEAD_SEARCH}?page=100001`)).toMatchObject({
      status: 400,
      description: "Le paramètre page doit être au plus 100000.",
    });
    expect(await hydra("user", "GET", `${LEAD_SEARCH}?maxResults=99999999999`)).toMatchObject({
      status: 400,
      description: "Le paramètre maxResults est trop grand.",
    });
    expect((await hydra("user", "GET", `/api/companies-search?page=99999999999999999999`)).status).toBe(400);
    const last = await hydra("user", "GET", `${LEAD_SEARCH}?page=100000&maxResults=500&searchStatus=ALL`);
    expect(last).toMatchObject({ status: 200, body: { "hydra:member": [] } });
    expect(await trpc("user", "query", "lead.search", { page: 1_000_000_000 })).toMatchObject({
      status: 400,
      message: "page : La page doit être au plus 100000.",
    });
    expect((await trpc("user", "query", "clientCompany.search", { pageSize: 1e12 })).status).toBe(400);
  });

  it("numbers in bodies: huge, negative or not numbers are a 400, nothing changed", async () => {
    const company = `/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`;
    const before = await hydra("admin", "GET", company);
    for (const latitude of ["NaN", "Infinity", "1e400", 1e300]) {
      const address = { address: "1 rue X", postalCode: "75001", city: "Paris", latitude, longitude: 2 };
      expect((await hydra("admin", "PUT", company, { address })).status).toBe(400);
    }
    expect((await hydra("admin", "GET", company)).body.address).toEqual(before.body.address);
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t);
    expect((await hydra("user", "PUT", `${LEADS}/${lead.id}`, { owner: -5 })).status).toBe(400);
    expect((await trpc("user", "mutation", "lead.update", { id: lead.id, ownerId: 1e20 })).status).toBe(400);
    expect(
      (await hydra("admin", "POST", "/api/diam/coach_i_a_users", { triangleCompanies: [-1] })).status,
    ).toBe(400);
  });
});
