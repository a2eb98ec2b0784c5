import { bankAccounts } from "@tronc/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccountModule } from "../../src/modules/cash/bank-accounts";
import { createTestApp, type TestApp } from "../helpers";

/**
 * The group companies' bank accounts over Hydra (issue 33, item 1; built as issue 26's first module).
 * The IBANs were made by hand: the RIB key, then the IBAN key mod 97 (see the domain's tests). The
 * demo has two accounts of the first group company: 'Compte courant BNP' and 'Compte BRED'.
 */
const ACCOUNTS = "/api/compta/bank_accounts";
const NEW_IBAN = "FR7630006000011234567890189";
const DEMO_BNP_IBAN = "FR7630004000050001234567867";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [bankAccountModule], now: () => new Date("2026-11-29T10:00:00Z") });
});
afterAll(() => t?.close());

const send: TestApp["send"] = (...request) => t.send(...request);

const company = (index: number) => `/api/tronc-commun/triangle_companies/${t.demo.companyIds[index]}`;
const rowCount = async () => (await t.handle.db.select({ n: count() }).from(bankAccounts))[0]?.n;
const description = (body: string) => JSON.parse(body)["hydra:description"];

describe("bank accounts over Hydra", () => {
  it("lists the demo's two accounts to accounting, with the balance in euros and the company's IRI", async () => {
    const response = await send("GET", ACCOUNTS, "compta");
    expect(response.statusCode).toBe(200);
    const members = response.json()["hydra:member"];
    expect(members.map((m: { name: string }) => m.name)).toEqual(["Compte BRED", "Compte courant BNP"]);
    expect(members[1]).toMatchObject({
      "@type": "BankAccount",
      triangleCompany: company(0),
      iban: DEMO_BNP_IBAN,
      bic: "BNPAFRPP",
      openingBalance: 12500,
      openingDate: "2026-01-01",
    });
    expect(members[0].openingBalance).toBe(-1250.4);
  });

  it("creates an account from an IBAN typed with spaces, stored and answered in its electronic form", async () => {
    const response = await send("POST", ACCOUNTS, "compta", {
      triangleCompany: company(1),
      name: "  Compte épargne ",
      iban: "fr76 3000 6000 0112 3456 7890 189",
      bic: "agrifrpp",
      openingBalance: "1 250,40",
      openingDate: "2026-03-01",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      triangleCompany: company(1),
      name: "Compte épargne",
      iban: NEW_IBAN,
      bic: "AGRIFRPP",
      openingBalance: 1250.4,
      openingDate: "2026-03-01",
    });
    const read = await send("GET", created["@id"], "admin");
    expect(read.json().openingBalance).toBe(1250.4);
  });

  it("refuses the same IBAN twice, naming the account that has it, and writes nothing", async () => {
    const before = await rowCount();
    const response = await send("POST", ACCOUNTS, "compta", {
      triangleCompany: company(1),
      name: "Doublon",
      iban: DEMO_BNP_IBAN,
      openingDate: "2026-03-01",
    });
    expect(response.statusCode).toBe(409);
    expect(description(response.body)).toBe("Cet IBAN est déjà celui du compte « Compte courant BNP ».");
    expect(await rowCount()).toBe(before);
  });

  it("refuses a wrong IBAN key, a bad BIC, a third decimal, a missing company, each in French", async () => {
    const before = await rowCount();
    const base = {
      triangleCompany: company(2),
      name: "Essai",
      iban: NEW_IBAN.replace("FR76", "FR77"),
      openingDate: "2026-03-01",
    };
    const cases: [object, string][] = [
      [
        base,
        "L'IBAN « FR7730006000011234567890189 » n'est pas valide : sa clé de contrôle ne correspond pas.",
      ],
      [
        { ...base, iban: "FR76 3000 6000 011" },
        "L'IBAN « FR76 3000 6000 011 » n'est pas valide : vérifiez le code pays, la longueur et les caractères.",
      ],
      [
        { ...base, iban: "DE89370400440532013000", bic: "DEUT" },
        "Le BIC « DEUT » n'est pas valide : 8 ou 11 caractères (banque, pays, lieu, agence).",
      ],
      [
        { ...base, iban: "DE89370400440532013000", openingBalance: "10,005" },
        "Le solde d'ouverture a deux décimales au plus.",
      ],
      [
        { ...base, iban: "DE89370400440532013000", triangleCompany: undefined },
        "La société du groupe est obligatoire.",
      ],
      [
        {
          ...base,
          iban: "DE89370400440532013000",
          triangleCompany: "/api/tronc-commun/triangle_companies/999",
        },
        "Cette société du groupe n'existe pas.",
      ],
      [
        { ...base, iban: "DE89370400440532013000", openingDate: "2026-02-30" },
        "La date d'ouverture « 30/02/2026 » n'existe pas.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await send("POST", ACCOUNTS, "compta", body);
      expect(response.statusCode, message).toBe(400);
      expect(description(response.body)).toBe(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it("changes only what a PUT sends; null clears the BIC; a deleted account is gone", async () => {
    const created = (
      await send("POST", ACCOUNTS, "admin", {
        triangleCompany: company(2),
        name: "Compte à fermer",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "COBADEFFXXX",
        openingBalance: -20,
        openingDate: "2026-06-15",
      })
    ).json();
    const changed = await send("PUT", created["@id"], "compta", { name: "Compte fermé", bic: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: "Compte fermé",
      bic: null,
      iban: "DE89370400440532013000",
      openingBalance: -20,
      openingDate: "2026-06-15",
      triangleCompany: company(2),
    });
    expect((await send("DELETE", created["@id"], "compta")).statusCode).toBe(204);
    const gone = await send("GET", created["@id"], "compta");
    expect(gone.statusCode).toBe(404);
    expect(description(gone.body)).toBe("Ce compte bancaire n'existe pas.");
  });

  it("is closed to a plain user (403) and to nobody (401), before the body is read", async () => {
    const plain = await send("POST", ACCOUNTS, "user", { iban: "not even an IBAN" });
    expect(plain.statusCode).toBe(403);
    expect(description(plain.body)).toBe("Vous n'avez pas les droits pour cette action.");
    expect((await send("GET", ACCOUNTS, "chef")).statusCode).toBe(403);
    expect((await send("GET", ACCOUNTS, null)).statusCode).toBe(401);
  });

  it("two saves of one new IBAN at once: one account, the other told which account has it", async () => {
    const body = (name: string) => ({
      triangleCompany: company(0),
      name,
      iban: "FR1420041010050500013M02606",
      openingDate: "2026-01-01",
    });
    const [first, second] = await Promise.all([
      send("POST", ACCOUNTS, "compta", body("Premier")),
      send("POST", ACCOUNTS, "compta", body("Second")),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const winner = first.statusCode === 201 ? first : second;
    expect(description(loser.body)).toBe(`Cet IBAN est déjà celui du compte « ${winner.json().name} ».`);
  });
});
