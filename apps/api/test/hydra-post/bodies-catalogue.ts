import { PATHS } from "../../src/hydra/paths";
import type { PostFixture } from "./fixture";

/** VAT rates, AI coaches, group products and their linked purchases, suppliers, product types, task types. */
export const catalogueBodies: Record<string, PostFixture> = {
  [PATHS.vatRates]: {
    as: "compta",
    build: async () => ({ body: { tva: 8.5 } }),
  },
  [PATHS.coaches]: {
    as: "admin",
    notReadBack: { password: "a password is never read back (only its hash is kept)" },
    build: async (w) => ({
      body: {
        discr: "coach-ia",
        name: "Coach",
        lastname: "Virtuel",
        email: "coach.virtuel@tronc.test",
        phone: "06 11 22 33 44",
        password: "mot-de-passe-du-coach",
        isReceiveMailLead: true,
        isActif: false,
        triangleCompanies: [w.group(1)],
      },
    }),
  },
  [PATHS.triangleProducts]: {
    as: "admin",
    build: async (w) => ({
      body: {
        name: "Stand de salon",
        reference: "SAL-STAND-12",
        description: "<p>Stand de 12 m² monté et démonté</p>",
        type: "TYPE_PRODUCT",
        unity: "UNITY_DAY",
        price: 450.5,
        tva: await w.vat("10"),
        triangleCompanies: [w.group(0), w.group(1)],
        isEnabled: false,
        isActive: false,
      },
    }),
  },
  [PATHS.triangleProductExpenses]: {
    as: "admin",
    build: async (w) => ({
      body: {
        quantity: 2.5,
        troncCommunProductType: await w.productType("Moquette"),
        troncCommunTriangleProduct: await w.groupProduct("Stand moquetté"),
      },
      expect: { quantity: "2.5" },
    }),
  },
  [PATHS.suppliers]: {
    as: "user",
    build: async () => ({
      body: {
        name: "Traiteur Dupont",
        phone: "01 23 45 67 89",
        email: "contact@traiteur-dupont.fr",
        siret: "44188207000010",
        contactName: "Jeanne Dupont",
        contactMail: "jeanne@traiteur-dupont.fr",
        contactPhone: "06 12 34 56 78",
        address: { address: "12 Rue de la République", postalCode: "69002", city: "Lyon" },
        paymentMode: 45,
        advance: 30,
        note: "Livre avant 8 h",
        isActive: false,
      },
    }),
  },
  [PATHS.productTypes]: {
    as: "admin",
    build: async () => ({
      body: {
        name: "Plateau repas",
        isFood: true,
        isEnabled: false,
        description: "<p>Entrée, plat, dessert</p>",
      },
    }),
  },
  [PATHS.supplierProductTypes]: {
    as: "admin",
    readBack: { tva: (item) => item.TVA },
    build: async (w) => {
      const vat = await w.vat("10");
      return {
        body: {
          troncCommunProductType: await w.productType("Plateau froid"),
          troncCommunSupplier: (await w.supplier("Traiteur des Halles")).iri,
          priceHT: 12.5,
          unity: "UNITY_WEIGHT",
          TVA: vat,
          tva: vat,
          delivery: 4,
        },
      };
    },
  },
  [PATHS.taskTypes]: {
    as: "admin",
    build: async () => ({ body: { name: "Repérage" } }),
  },
};
