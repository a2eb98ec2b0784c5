import { addresses, type Db, triangleCompanies, users, vatRates } from "@tronc/db";
import { frenchVatNumber, sirenOfSiret } from "@tronc/domain";
import { count } from "drizzle-orm";
import { createUserAccount } from "../auth/create-user";

export const DEMO_PASSWORD = "tronc-demo";

export const demoLogins = [
  { email: "admin@tronc.test", role: "super admin, comptabilité, alertes, congés" },
  { email: "compta@tronc.test", role: "comptabilité" },
  { email: "chef@tronc.test", role: "utilisateur" },
  { email: "user@tronc.test", role: "utilisateur" },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** One step of the demo data; seed/index.ts lists them in order. */
export type DemoSeeder = (db: Db, now: Date, core: DemoCore) => Promise<DemoCore>;
/** Short terms of sale, printed in full under the demo documents (never a sentence about terms not attached). */
const DEMO_TERMS_OF_SALE = [
  "<p><strong>Article 1 — Objet.</strong> Les présentes conditions s'appliquent aux prestations commandées par le client sur la base d'un devis accepté.</p>",
  "<p><strong>Article 2 — Commande.</strong> La commande est ferme à réception du devis signé, revêtu de la mention « Bon pour accord », et de l'acompte demandé.</p>",
  "<p><strong>Article 3 — Prix et paiement.</strong> Les prix sont en euros hors taxes ; les factures sont payables dans le délai indiqué. Tout retard entraîne les pénalités et l'indemnité forfaitaire mentionnées sur la facture.</p>",
  "<p><strong>Article 4 — Annulation.</strong> Une annulation moins de 30 jours avant la prestation laisse l'acompte acquis au prestataire.</p>",
  "<p><strong>Article 5 — Litiges.</strong> Le droit français s'applique ; à défaut d'accord amiable, le tribunal de commerce du siège du prestataire est seul compétent.</p>",
].join("");

export interface DemoCore {
  companyIds: number[];
  userIds: Record<"admin" | "compta" | "chef" | "user", number>;
}

/** VAT rates, the three group companies and the four demo accounts (the core the others build on). */
export const seedCore: DemoSeeder = async (db) => {
  return db.transaction(async (tx) => {
    await tx
      .insert(vatRates)
      .values([{ rate: "20.00" }, { rate: "10.00" }, { rate: "5.50" }, { rate: "2.10" }]);
    const companies = [
      {
        name: "Triangle Événements",
        code: "TEV",
        siret: "73282932000074",
        color: "#1f6feb",
        city: "Lyon",
        postalCode: "69002",
        address: "12 rue de la République",
      },
      {
        name: "Triangle Digital",
        code: "TDI",
        siret: "35600000000048",
        color: "#8957e5",
        city: "Paris",
        postalCode: "75011",
        address: "5 rue Oberkampf",
      },
      {
        name: "Triangle Formation",
        code: "TFO",
        siret: "55210055400013",
        color: "#2da44e",
        city: "Nantes",
        postalCode: "44000",
        address: "3 quai de la Fosse",
      },
    ];
    const companyIds: number[] = [];
    for (const company of companies) {
      const [address] = await tx
        .insert(addresses)
        .values({ address: company.address, postalCode: company.postalCode, city: company.city })
        .returning({ id: addresses.id });
      const [row] = await tx
        .insert(triangleCompanies)
        .values({
          name: company.name,
          code: company.code,
          siret: company.siret,
          color: company.color,
          phone: "04 72 00 00 00",
          email: `contact@${company.code.toLowerCase()}.tronc.test`,
          addressId: address?.id ?? null,
          // The legal mentions an invoice must carry, so that demo invoices print complete.
          tvaNumber: frenchVatNumber(sirenOfSiret(company.siret)),
          legalForm: "SAS",
          shareCapital: "10 000 €",
          rcs: `${company.city} ${sirenOfSiret(company.siret).replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3")}`,
          pdfBanqInfos: `<p>IBAN FR76 3000 4000 0500 0012 3456 7${companyIds.length}9 — BIC BNPAFRPPXXX</p>`,
          cgv: DEMO_TERMS_OF_SALE,
          footerPdf: `<p>${company.name} — SAS au capital de 10 000 € — ${company.address}, ${company.postalCode} ${company.city}</p>`,
        })
        .returning({ id: triangleCompanies.id });
      if (row) companyIds.push(row.id);
    }
    const all = { triangleCompanyIds: companyIds, password: DEMO_PASSWORD };
    const userIds = {
      admin: await createUserAccount(tx, {
        ...all,
        email: "admin@tronc.test",
        name: "Alice",
        lastname: "Martin",
        isSuperAdmin: true,
        isCompta: true,
        isReadAlert: true,
        isLeaveAdmin: true,
      }),
      compta: await createUserAccount(tx, {
        ...all,
        email: "compta@tronc.test",
        name: "Claire",
        lastname: "Bernard",
        isCompta: true,
      }),
      chef: await createUserAccount(tx, {
        ...all,
        email: "chef@tronc.test",
        name: "Hugo",
        lastname: "Petit",
      }),
      user: await createUserAccount(tx, {
        ...all,
        email: "user@tronc.test",
        name: "Lucas",
        lastname: "Durand",
      }),
    };
    return { companyIds, userIds };
  });
};
