import { companies, triangleCompanies } from "@tronc/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { triangleCompanyModule } from "../src/modules/core/triangle-companies";
import { clientCompanyModule } from "../src/modules/sales/clients";
import { contactFormModule } from "../src/modules/sales/contact-forms";
import { leadModule } from "../src/modules/sales/leads";
import { createTestApp, type TestApp } from "./helpers";
import { hydraAs, LEAD_SEARCH, LEADS, trpcAs } from "./input-helpers";
import { createLeadAs } from "./sales/sales-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
beforeAll(async () => {
  t = await createTestApp({
    modules: [clientCompanyModule, contactFormModule, leadModule, triangleCompanyModule],
  });
  hydra = hydraAs(t);
  trpc = trpcAs(t);
});
afterAll(() => t.close());

const FORBIDDEN = "Le texte contient un caractère non autorisé.";
/** Raw JSON: a NUL character and a lone surrogate, as an attacker's client would send them. */
const NUL_JSON = '"Sé\\u0000minaire"';
const SURROGATE_JSON = '"Sé\\ud800minaire"';
const companyCount = async () => (await t.handle.db.select({ n: count() }).from(companies))[0]?.n;

describe("text: no NUL, no lone surrogate, wherever it comes in", () => {
  it("a lead subject with one is a 400 over Hydra and tRPC; the subject is unchanged", async () => {
    const lead = await createLeadAs(await t.caller("user"), t);
    for (const bad of [NUL_JSON, SURROGATE_JSON]) {
      const put = await hydra("user", "PUT", `${LEADS}/${lead.id}`, `{"subject":${bad}}`);
      expect(put).toMatchObject({ status: 400, description: `subject : ${FORBIDDEN}` });
      const update = await trpc(
        "user",
        "mutation",
        "lead.update",
        `{"id":${lead.id},"version":${lead.version},"subject":${bad}}`,
      );
      expect(update).toMatchObject({ status: 400, message: `subject : ${FORBIDDEN}` });
    }
    expect((await (await t.caller("user")).lead.get({ id: lead.id })).subject).toBe(lead.subject);
  });

  it("a client company name with one is a 400 and no company is created", async () => {
    const before = await companyCount();
    for (const bad of [NUL_JSON, SURROGATE_JSON]) {
      const input = `{"name":${bad},"siret":"01071271316762","activitySector":"Artisanat"}`;
      const created = await trpc("user", "mutation", "clientCompany.create", input);
      expect(created).toMatchObject({ status: 400, message: `name : ${FORBIDDEN}` });
    }
    expect(await companyCount()).toBe(before);
  });

  it("a search text with one is a 400 (Hydra query string and tRPC)", async () => {
    expect(await hydra("user", "GET", `${LEAD_SEARCH}?q=a%00b`)).toMatchObject({
      status: 400,
      description: `q : ${FORBIDDEN}`,
    });
    expect((await hydra("user", "GET", "/api/companies-search?q=%00")).status).toBe(400);
    expect((await hydra("user", "GET", `${LEAD_SEARCH}?searchStatus[]=%00`)).status).toBe(400);
    const search = await trpc("user", "query", "lead.search", `{"q":${SURROGATE_JSON}}`);
    expect(search).toMatchObject({ status: 400, message: `q : ${FORBIDDEN}` });
    const emoji = await trpc("user", "query", "lead.search", { q: "séminaire 😀" });
    expect(emoji.status).toBe(200);
  });
});

describe("stored values", () => {
  it("a website is an http(s) address: javascript:, data: and ftp: are refused, nothing stored", async () => {
    const before = await companyCount();
    const company = { name: "Atelier Mercier", siret: "01071271316762", activitySector: "Artisanat" };
    for (const website of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://x.fr",
    ]) {
      const refused = await trpc("user", "mutation", "clientCompany.create", { ...company, website });
      expect(refused).toMatchObject({
        status: 400,
        message: "website : Le site web doit être une adresse commençant par http:// ou https://.",
      });
    }
    expect(await companyCount()).toBe(before);
    const saved = await trpc("user", "mutation", "clientCompany.create", {
      ...company,
      website: "https://atelier-mercier.fr",
    });
    expect(saved).toMatchObject({ status: 200, data: { website: "https://atelier-mercier.fr" } });
  });

  it("a group company's PDF footer is stored without <script>, like the other rich text", async () => {
    const id = t.demo.companyIds[0] ?? 0;
    const url = `/api/tronc-commun/triangle_companies/${id}`;
    const footer = 'SAS au capital de 10 000 €<script>alert("pdf")</script><img src=x onerror=alert(1)>';
    const saved = await hydra("admin", "PUT", url, { footerPDF: footer });
    expect(saved.status).toBe(200);
    expect(saved.body.footerPDF).toBe("SAS au capital de 10 000 €");
    const [row] = await t.handle.db
      .select({ footerPdf: triangleCompanies.footerPdf })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, id));
    expect(row?.footerPdf).toBe("SAS au capital de 10 000 €");
  });

  it("contact-form infos are a small flat object, not any JSON", async () => {
    const form = { name: "Noémie Garnier", phone: "0655443322", source: "Salon", subject: "Infos" };
    const path = "/api/tronc-commun/tronc_commun_contact_forms";
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`champ${index}`, index]));
    for (const infos of [
      tooMany,
      { nested: { deep: true } },
      { list: [1, 2] },
      "texte",
      { long: "x".repeat(5001) },
    ]) {
      expect((await hydra("user", "POST", path, { ...form, infos })).status).toBe(400);
    }
    const kept = await hydra("user", "POST", path, {
      ...form,
      infos: { budget: 1200, salon: "Lyon", rappel: true },
    });
    expect(kept).toMatchObject({
      status: 201,
      body: { infos: { budget: 1200, salon: "Lyon", rappel: true } },
    });
  });
});

describe("lead-search statuses", () => {
  it("a real status (LEAD_STATUS_NEW) is a filter as well as the group 'IN_PROGRESS'", async () => {
    const user = await t.caller("user");
    const lead = await createLeadAs(user, t, { subject: "Statut Zéphyrin" });
    await user.lead.takeOver({ id: lead.id });
    const byStatus = await hydra("user", "GET", `${LEAD_SEARCH}?q=zephyrin&searchStatus[]=LEAD_STATUS_NEW`);
    expect(byStatus.status).toBe(200);
    expect((byStatus.body["hydra:member"] as { id: number }[]).map((member) => member.id)).toEqual([lead.id]);
    const both = await trpc("user", "query", "lead.search", {
      q: "zephyrin",
      searchStatus: ["LEAD_STATUS_SEARCH", "IN_PROGRESS"],
    });
    expect(both).toMatchObject({ status: 200, data: { total: 1 } });
    expect(await hydra("user", "GET", `${LEAD_SEARCH}?searchStatus=LEAD_STATUS_NOPE`)).toMatchObject({
      status: 400,
      description: "L'état « LEAD_STATUS_NOPE » n'existe pas",
    });
  });
});
