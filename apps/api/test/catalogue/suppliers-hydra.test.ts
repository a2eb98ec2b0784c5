import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierModule } from "../../src/modules/catalogue/suppliers";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { insertOffer, supplierRowCounts } from "./supplier-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierModule] });
});
afterAll(() => t.close());

const SUPPLIERS = "/api/tronc-commun/tronc_commun_suppliers";
const SEARCH = "/api/tronc-commun/tronc_commun_suppliers-search";

const send: TestApp["send"] = (...request) => t.send(...request);

/** The old client's PUT body: numbers for the payment mode and the deposit, the address embedded. */
const wireBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Sono Express",
  phone: "04 72 00 00 00",
  email: "contact@sono-express.fr",
  siret: "44188207000010",
  contactName: "Paul Girard",
  contactMail: "paul@sono-express.fr",
  contactPhone: "06 98 76 54 32",
  address: { address: "5 Rue Mercière", postalCode: "69002", city: "Lyon", latitude: 45.76, longitude: 4.83 },
  paymentMode: 45,
  advance: 20,
  note: "Demander Paul",
  ...overrides,
});

async function postedSupplier(who: DemoUser = "user", overrides: Record<string, unknown> = {}) {
  const created = await send("POST", SUPPLIERS, who, {});
  const iri = created.json()["@id"] as string;
  const saved = await send("PUT", iri, who, wireBody(overrides));
  expect(saved.statusCode).toBe(200);
  return saved.json();
}

describe("suppliers over Hydra", () => {
  it("POST {} answers a draft item (201); PUT fills it; GET reads it as a TroncCommunSupplier", async () => {
    const created = await send("POST", SUPPLIERS, "user", {});
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ "@type": "TroncCommunSupplier", name: "", isDraft: true });
    expect(draft["@id"]).toBe(`${SUPPLIERS}/${draft.id}`);
    const saved = await send("PUT", draft["@id"], "user", wireBody());
    expect(saved.statusCode).toBe(200);
    const read = await send("GET", draft["@id"], "user");
    expect(read.json()).toMatchObject({
      "@id": draft["@id"],
      "@type": "TroncCommunSupplier",
      name: "Sono Express",
      siret: "44188207000010",
      paymentMode: 45,
      advance: 20,
      isDraft: false,
      isActive: true,
      address: { "@type": "Address", city: "Lyon", postalCode: "69002" },
      productTypes: [],
    });
  });

  it("a PUT changes only what it sends: isActive false keeps the rest", async () => {
    const supplier = await postedSupplier("user", { name: "Vaisselle Location", siret: "80123456000010" });
    const put = await send("PUT", supplier["@id"], "user", { isActive: false });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: "Vaisselle Location", isActive: false, advance: 20 });
  });

  it("the search reads q, siret, active, maxResults and a 1-based page; the picker gets @id and name", async () => {
    const found = await send("GET", `${SEARCH}?q=vaisselle`, "user");
    expect(found.json()).toMatchObject({
      "@type": "hydra:Collection",
      "@id": SEARCH,
      "hydra:totalItems": 1,
      "hydra:member": [{ "@type": "TroncCommunSupplier", name: "Vaisselle Location", isActive: false }],
    });
    const bySiret = await send("GET", `${SEARCH}?siret=80123456`, "user");
    expect(bySiret.json()["hydra:member"].map((m: { name: string }) => m.name)).toEqual([
      "Vaisselle Location",
    ]);
    const picker = (await send("GET", `${SEARCH}?maxResults=10000&active=true`, "user")).json();
    const names = picker["hydra:member"].map((m: { name: string }) => m.name);
    expect(names).toContain("Sono Express");
    expect(names).not.toContain("Vaisselle Location");
    expect(names).not.toContain("");
    for (const member of picker["hydra:member"]) expect(member["@id"]).toBe(`${SUPPLIERS}/${member.id}`);
    const pageTwo = (await send("GET", `${SUPPLIERS}?maxResults=1&page=2`, "user")).json();
    const all = (await send("GET", SUPPLIERS, "user")).json();
    expect(pageTwo["hydra:member"]).toHaveLength(1);
    expect(pageTwo["hydra:member"][0]["@id"]).toBe(all["hydra:member"][1]["@id"]);
    expect(pageTwo["hydra:totalItems"]).toBe(all["hydra:totalItems"]);
  });

  it("answers 401 without a session", async () => {
    expect((await send("GET", SEARCH, null)).statusCode).toBe(401);
    expect((await send("POST", SUPPLIERS, null, {})).statusCode).toBe(401);
  });

  it.each([
    [
      { siret: "44188207000011" },
      "Le SIRET « 44188207000011 » n'est pas valide (14 chiffres avec une clé correcte)",
    ],
    [{ advance: 101 }, "L'acompte demandé doit être compris entre 0 et 100 %"],
    [{ advance: "dix" }, "L'acompte demandé « dix » doit être un pourcentage, par exemple 30"],
    [{ paymentMode: 31 }, "Le mode de paiement doit être comptant, 30, 45 ou 60 jours"],
    [{ email: "pas-un-mail" }, "L'adresse e-mail « pas-un-mail » n'est pas valide"],
    [{ name: null }, "Le nom du fournisseur doit compter au moins 2 caractères"],
  ])("PUT %j answers 400 with the French message and writes nothing", async (change, message) => {
    const draft = (await send("POST", SUPPLIERS, "user", {})).json();
    const before = await supplierRowCounts(t.handle.db);
    const response = await send("PUT", draft["@id"], "user", wireBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ "@type": "hydra:Error", "hydra:description": message });
    expect(await supplierRowCounts(t.handle.db)).toEqual(before);
  });

  it("DELETE: a plain user 403, a supplier with an offer 422 and the reason, an unused one 204 for a super admin", async () => {
    const used = await postedSupplier("user", { name: "Glaces du Lac", siret: "32109876000010" });
    const unused = await postedSupplier("user", { name: "Fleurs Lila", siret: "51234567000016" });
    await insertOffer(t.handle.db, used.id, {
      name: "Sorbet",
      isFood: true,
      priceHtCents: toCents(450),
      deliveryDays: "2",
    });
    const sheet = (await send("GET", used["@id"], "user")).json();
    // 450 cents = 4,50 € HT
    expect(sheet.productTypes).toEqual([
      expect.objectContaining({
        name: "Sorbet",
        isFood: true,
        priceHT: 4.5,
        unity: "UNITY_DAY",
        delivery: 2,
      }),
    ]);
    const forbidden = await send("DELETE", unused["@id"], "user");
    expect(forbidden.statusCode).toBe(403);
    const refused = await send("DELETE", used["@id"], "admin");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()["hydra:description"]).toBe(
      "Ce fournisseur est utilisé (1 produit proposé) : il ne peut pas être supprimé, désactivez-le plutôt.",
    );
    expect((await send("DELETE", unused["@id"], "admin")).statusCode).toBe(204);
    expect((await send("GET", unused["@id"], "admin")).statusCode).toBe(404);
  });
});
