import { addresses, triangleCompanies } from "@tronc/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { triangleCompanyModule } from "../../src/modules/core/triangle-companies";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [triangleCompanyModule] });
  admin = await t.login("admin");
  user = await t.login("user");
});
afterAll(() => t.close());

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5d6c1f60000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n");

async function upload(url: string, filename: string, type: string, bytes: Buffer) {
  const boundary = "----tc-logo-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: "POST",
    url,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: admin },
  });
}

const companyCount = async () => (await t.handle.db.select({ n: count() }).from(triangleCompanies))[0]?.n;
const addressCount = async () => (await t.handle.db.select({ n: count() }).from(addresses))[0]?.n;

const valid = {
  name: "Triangle Conseil",
  siret: "442 012 340 00018",
  phone: "01 23 45 67 89",
  email: "contact@conseil.tronc.test",
  address: {
    address: "8 Boulevard du Palais",
    postalCode: "75001",
    city: "Paris",
    latitude: 48.8557,
    longitude: 2.3458,
  },
};

const COLLECTION = "/api/tronc-commun/triangle_companies";

describe("group companies: reading", () => {
  it("any signed-in user lists them (forms need them), with city, colour and active flag", async () => {
    const caller = await t.caller("user");
    const { items, total } = await caller.triangleCompany.list({});
    expect(total).toBe(3);
    expect(items.map((c) => c.name)).toEqual([
      "Triangle Digital",
      "Triangle Événements",
      "Triangle Formation",
    ]);
    expect(items[1]).toMatchObject({ code: "TEV", city: "Lyon", isActive: true, logo: null });
  });

  it("the full record is for super admins only, on tRPC and on the shim", async () => {
    const id = t.demo.companyIds[0] ?? 0;
    const full = await (await t.caller("admin")).triangleCompany.get({ id });
    expect(full).toMatchObject({
      name: "Triangle Événements",
      address: { city: "Lyon", postalCode: "69002" },
    });
    await expect((await t.caller("user")).triangleCompany.get({ id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const refused = await t.app.inject({
      method: "GET",
      url: `${COLLECTION}/${id}`,
      headers: { cookie: user },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
    const anonymous = await t.app.inject({ method: "GET", url: COLLECTION });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the shim serves the collection and the item as JSON-LD", async () => {
    const list = await t.app.inject({
      method: "GET",
      url: `${COLLECTION}?q=digital`,
      headers: { cookie: user },
    });
    expect(list.json()).toMatchObject({ "@type": "hydra:Collection", "hydra:totalItems": 1 });
    expect(list.json()["hydra:member"][0]).toMatchObject({ "@id": `${COLLECTION}/${t.demo.companyIds[1]}` });
    const item = await t.app.inject({
      method: "GET",
      url: `${COLLECTION}/${t.demo.companyIds[2]}`,
      headers: { cookie: admin },
    });
    expect(item.json()).toMatchObject({
      "@type": "TriangleCompany",
      name: "Triangle Formation",
      siret: "55210055400013",
      address: { "@type": "Address", city: "Nantes", postalCode: "44000" },
      logos: [],
      // The demo's legal settings: VAT key (12 + 3 × (552 100 554 mod 97)) mod 97 = (12 + 3 × 28) mod 97 = 96.
      tvaNumber: "FR96552100554",
      footerPDF: "<p>Triangle Formation — SAS au capital de 10 000 € — 3 quai de la Fosse, 44000 Nantes</p>",
    });
    const missing = await t.app.inject({
      method: "GET",
      url: `${COLLECTION}/99999`,
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("group companies: creating", () => {
  it("a super admin creates one; its address row and a document code are made with it", async () => {
    const caller = await t.caller("admin");
    const created = await caller.triangleCompany.create(valid);
    expect(created).toMatchObject({
      name: "Triangle Conseil",
      code: "TCO",
      siret: "44201234000018",
      isActive: true,
      address: { address: "8 Boulevard du Palais", city: "Paris", latitude: 48.8557, longitude: 2.3458 },
    });
    const { items } = await caller.triangleCompany.list({ q: "conseil" });
    expect(items.map((c) => c.id)).toEqual([created.id]);
  });

  it.each([
    [
      { siret: "44201234000019" },
      "Le SIRET « 44201234000019 » n'est pas valide (14 chiffres avec une clé correcte)",
    ],
    [{ email: "contact-at-conseil" }, "L'adresse e-mail « contact-at-conseil » n'est pas valide"],
    [{ name: "  " }, "Le nom de l'entreprise est obligatoire."],
    [{ phone: "" }, "Le téléphone est obligatoire."],
    [
      { address: { ...valid.address, city: "" } },
      "Choisissez une adresse avec sa ville, ou saisissez la ville.",
    ],
    [{ address: { ...valid.address, postalCode: "00123" } }, "Le code postal « 00123 » n'est pas valide"],
  ])("refuses %j with a French message (400) and saves nothing", async (change, message) => {
    const before = [await companyCount(), await addressCount()];
    const caller = await t.caller("admin");
    const attempt = caller.triangleCompany.create({ ...valid, siret: "54209876900012", ...change });
    await expect(attempt).rejects.toMatchObject({ code: "BAD_REQUEST", message });
    expect([await companyCount(), await addressCount()]).toEqual(before);
  });

  it("accepts a La Poste establishment SIRET (digit sum rule), refuses a SIRET already used (409)", async () => {
    const caller = await t.caller("admin");
    const poste = await caller.triangleCompany.create({
      ...valid,
      name: "Triangle Poste",
      siret: "35600000000100",
    });
    expect(poste.siret).toBe("35600000000100");
    await expect(caller.triangleCompany.create({ ...valid, name: "Doublon" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Une autre entreprise du groupe a déjà ce SIRET.",
    });
  });

  it("refuses a plain user on the server, and saves nothing", async () => {
    const before = await companyCount();
    const caller = await t.caller("user");
    await expect(caller.triangleCompany.create({ ...valid, siret: "88312345700011" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await companyCount()).toBe(before);
  });
});

describe("group companies: editing", () => {
  const id = () => t.demo.companyIds[1] ?? 0;

  it("changes only what is sent: no new address keeps the address", async () => {
    const caller = await t.caller("admin");
    const before = await caller.triangleCompany.get({ id: id() });
    const after = await caller.triangleCompany.update({
      id: id(),
      color: "#FF8800",
      isActive: false,
      pdfBanqInfos:
        '<p>IBAN FR76 3000 <strong>6000</strong></p><script>alert(1)</script><img src=x onerror="x()">',
      cgv: '<p style="text-align: center" onclick="x()">Paiement à 30 jours</p><a href="javascript:x()">lien</a>',
      footerPdf: "SAS au capital de 10 000 €",
    });
    expect(after).toMatchObject({
      name: before.name,
      siret: before.siret,
      address: before.address,
      color: "#ff8800ff",
      isActive: false,
      pdfBanqInfos: "<p>IBAN FR76 3000 <strong>6000</strong></p>",
      cgv: '<p style="text-align:center">Paiement à 30 jours</p><a rel="noopener noreferrer nofollow">lien</a>',
      footerPdf: "SAS au capital de 10 000 €",
    });
    const listed = (await caller.triangleCompany.list({ activeOnly: true })).items.map((c) => c.id);
    expect(listed).not.toContain(id());
  });

  it("a new address updates the company's address row", async () => {
    const caller = await t.caller("admin");
    const before = await caller.triangleCompany.get({ id: id() });
    const after = await caller.triangleCompany.update({
      id: id(),
      address: { address: "", postalCode: "13001", city: "Marseille", complement: "Bâtiment B" },
    });
    expect(after.address).toEqual({
      id: before.address?.id,
      address: "",
      complement: "Bâtiment B",
      postalCode: "13001",
      city: "Marseille",
      latitude: null,
      longitude: null,
    });
  });

  it("takes a VAT number that is the SIRET's own, refuses a wrong key or another company's", async () => {
    const caller = await t.caller("admin");
    const tev = t.demo.companyIds[0] ?? 0;
    expect((await caller.triangleCompany.update({ id: tev, tvaNumber: "fr 44 732829320" })).tvaNumber).toBe(
      "FR44732829320",
    );
    await expect(
      caller.triangleCompany.update({ id: tev, tvaNumber: "FR45732829320" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le numéro de TVA intracommunautaire « FR45732829320 » n'est pas valide",
    });
    await expect(
      caller.triangleCompany.update({ id: tev, tvaNumber: "FR84442012340" }),
    ).rejects.toMatchObject({
      message: "Le numéro de TVA ne correspond pas au SIRET de l'entreprise (attendu : FR44732829320).",
    });
    await expect(caller.triangleCompany.update({ id: tev, color: "orange" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.triangleCompany.update({ id: tev, code: "TDI" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("links uploaded logos in order, refuses a file that is not an image, removes logos", async () => {
    const caller = await t.caller("admin");
    const first = (await upload("/triangle-company/upload/logo", "logo.png", "image/png", PNG)).json().idFile;
    const second = (await upload("/triangle-company/upload/logo", "logo-2.png", "image/png", PNG)).json()
      .idFile;
    const notImage = await upload(
      "/triangle-company/upload/logo",
      "logo.png",
      "image/png",
      Buffer.from("hello"),
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()["hydra:description"]).toBe(
      "Le fichier doit être une image (PNG, JPEG, GIF ou WebP).",
    );

    const tfo = t.demo.companyIds[2] ?? 0;
    const withLogos = await caller.triangleCompany.update({ id: tfo, logoFileIds: [second, first] });
    expect(withLogos.logos).toEqual([
      { id: second, filename: "logo-2.png" },
      { id: first, filename: "logo.png" },
    ]);
    const card = (await caller.triangleCompany.list({ q: "formation" })).items[0];
    expect(card?.logo).toEqual({ id: second, filename: "logo-2.png" });

    const pdf = (await upload("/api/files", "devis.pdf", "application/pdf", PDF)).json().idFile;
    await expect(
      caller.triangleCompany.update({ id: tfo, name: "Renommée", logoFileIds: [pdf] }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le logo doit être une image (PNG, JPEG, GIF ou WebP).",
    });
    expect((await caller.triangleCompany.get({ id: tfo })).name).toBe("Triangle Formation");
    expect((await caller.triangleCompany.update({ id: tfo, logoFileIds: [] })).logos).toEqual([]);
  });

  it("keeps the invoices' legal mentions: defaults, then legal form, capital, RCS, débits option and terms", async () => {
    const caller = await t.caller("admin");
    const before = await caller.triangleCompany.get({ id: id() });
    expect(before).toMatchObject({
      vatOnDebits: false,
      latePenaltyTerms: "Taux de refinancement de la Banque centrale européenne majoré de 10 points",
      earlyPaymentTerms: "Pas d'escompte pour paiement anticipé",
    });
    const after = await caller.triangleCompany.update({
      id: id(),
      legalForm: "  SAS ",
      shareCapital: "10 000 €",
      rcs: "Paris 552 100 554",
      vatOnDebits: true,
      latePenaltyTerms: "Trois fois le taux\nd'intérêt légal",
      earlyPaymentTerms: "Escompte de 2 % pour paiement sous 8 jours",
    });
    expect(after).toMatchObject({
      name: before.name,
      legalForm: "SAS",
      shareCapital: "10 000 €",
      rcs: "Paris 552 100 554",
      vatOnDebits: true,
      latePenaltyTerms: "Trois fois le taux d'intérêt légal",
      earlyPaymentTerms: "Escompte de 2 % pour paiement sous 8 jours",
    });
    await expect(caller.triangleCompany.update({ id: id(), legalForm: "x".repeat(61) })).rejects.toThrow(
      "La forme juridique ne peut pas dépasser 60 caractères.",
    );
    await expect(caller.triangleCompany.update({ id: id(), rcs: "x".repeat(81) })).rejects.toThrow(
      "Le RCS ne peut pas dépasser 80 caractères.",
    );
    expect((await caller.triangleCompany.get({ id: id() })).legalForm).toBe("SAS");
    const plain = await t.caller("user");
    await expect(plain.triangleCompany.update({ id: id(), vatOnDebits: false })).rejects.toThrow();
    expect((await caller.triangleCompany.get({ id: id() })).vatOnDebits).toBe(true);
  });

  it("the shim's GET and PUT carry the legal mentions", async () => {
    const url = `${COLLECTION}/${t.demo.companyIds[2]}`;
    const put = await t.app.inject({
      method: "PUT",
      url,
      payload: { legalForm: "SARL", shareCapital: "5 000 €", rcs: "RCS Lyon 552 100 554", vatOnDebits: "1" },
      headers: { cookie: admin },
    });
    expect(put.statusCode).toBe(200);
    const got = await t.app.inject({ method: "GET", url, headers: { cookie: admin } });
    expect(got.json()).toMatchObject({
      legalForm: "SARL",
      shareCapital: "5 000 €",
      rcs: "RCS Lyon 552 100 554",
      vatOnDebits: true,
      latePenaltyTerms: "Taux de refinancement de la Banque centrale européenne majoré de 10 points",
      earlyPaymentTerms: "Pas d'escompte pour paiement anticipé",
    });
    const bad = await t.app.inject({
      method: "PUT",
      url,
      payload: { vatOnDebits: "peut-être" },
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: "PUT",
      url,
      payload: { vatOnDebits: false },
      headers: { cookie: admin },
    });
    expect(reset.json().vatOnDebits).toBe(false);
  });

  it("the shim's PUT takes the old client's fields, logos as IRIs, and answers errors in French", async () => {
    const url = `${COLLECTION}/${t.demo.companyIds[2]}`;
    const put = (payload: object, cookie = admin) =>
      t.app.inject({ method: "PUT", url, payload, headers: { cookie } });
    const logo = (await upload("/triangle-company/upload/logo", "l.png", "image/png", PNG)).json().idFile;
    const ok = await put({ footerPDF: "Pied de page", logos: [`/api/files/${logo}`], isActive: "0" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ footerPDF: "Pied de page", isActive: false, logos: [{ id: logo }] });

    const badSiret = await put({ siret: "55210055400014", name: "Jamais" });
    expect(badSiret.statusCode).toBe(400);
    expect(badSiret.json()["hydra:description"]).toContain(
      "n'est pas valide (14 chiffres avec une clé correcte)",
    );
    const badEmail = await put({ email: "pas un e-mail" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()["hydra:description"]).toBe("L'adresse e-mail « pas un e-mail » n'est pas valide");
    expect((await put({ name: "Pirate" }, user)).statusCode).toBe(403);
    const after = await t.app.inject({ method: "GET", url, headers: { cookie: admin } });
    expect(after.json()).toMatchObject({ name: "Triangle Formation", siret: "55210055400013" });
  });
});
