import { PATHS } from "../../src/hydra/paths";
import type { PostFixture } from "./fixture";

/** Recommendations, quotations and their lines, supplier purchases, calendar dates, forecast payments. */
export const proposalBodies: Record<string, PostFixture> = {
  [PATHS.recommendations]: {
    as: "user",
    build: async (w) => {
      const lead = await w.lead();
      // The lead's own client and group company: the recommendation is the lead's.
      return { body: { troncCommunLead: lead.iri, company: lead.company, triangleCompany: w.group(0) } };
    },
  },
  [PATHS.quotations]: {
    as: "user",
    build: async (w) => ({
      body: {
        // A draft one: a quotation added to an accepted recommendation is refused (it would be born signed).
        recommandation: (await w.recommendation()).iri,
        title: "Séminaire de printemps",
        comment: "<p>Trois jours à Annecy</p>",
        advance: 30,
        paymentMode: 45,
        isRecurringPayment: true,
        internalComment: "Client pressé",
      },
    }),
  },
  [PATHS.quotationLines]: {
    as: "user",
    notSent: {
      linkedPurchases:
        "an action: makes the group product's linked purchases on the quotation, not a member of the line",
    },
    build: async (w) => ({
      body: {
        quotation: await w.draftQuotation(),
        triangleProduct: await w.groupProduct("Animation quiz"),
        name: "Animation quiz",
        description: "<p>Deux animateurs</p>",
        quantity: 3,
        unitPrice: 450.5,
        unity: "UNITY_DAY",
        tva: 10,
        discount: 5,
        indexOrder: 2,
        hidden: true,
      },
      // A line's quantity, discount and order are decimals, written as text on the wire.
      expect: { quantity: "3", discount: "5", indexOrder: "2" },
    }),
  },
  [PATHS.quotationExpenses]: {
    as: "user",
    build: async (w) => ({
      body: {
        quotation: await w.draftQuotation(),
        supplier: (await w.supplier("Location Lumière")).iri,
        title: "Éclairage du stand",
        supplierQuotationFile: await w.file("user"),
      },
    }),
  },
  [PATHS.purchaseLines]: {
    as: "user",
    build: async (w) => {
      const purchase = await w.purchase();
      return {
        body: {
          quotationExpense: purchase.iri,
          supplierProduct: await w.offer(purchase.supplierId, "Buffet froid"),
          name: "Buffet froid",
          description: "<p>Pour 40 personnes</p>",
          quantity: 40,
          unitPrice: 12.5,
          tva: 10,
          discount: 5,
          unity: "UNITY_UNITY",
          delivery: 3,
        },
      };
    },
  },
  [PATHS.purchaseFees]: {
    as: "user",
    build: async (w) => ({
      body: {
        quotationSupplierProduct: await w.purchaseLine(),
        name: "Livraison",
        tva: 20,
        unitPrice: 25,
        quantity: 2,
      },
    }),
  },
  [PATHS.eventCalendars]: {
    as: "user",
    build: async (w) => ({
      body: {
        recommandation: (await w.recommendation()).iri,
        startAt: "2027-03-18",
        endAt: "2027-03-20",
        location: "Eurexpo Lyon",
      },
      expect: { startAt: "2027-03-18T00:00:00+01:00", endAt: "2027-03-20T00:00:00+01:00" },
    }),
  },
  [PATHS.forecastPayments]: {
    as: "user",
    build: async (w) => ({
      body: { quotation: (await w.acceptedQuotation()).iri, date: "2027-01-15", amount: 1131.13 },
    }),
  },
};
