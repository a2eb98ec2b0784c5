import { leads } from "@tronc/db";
import { addDays, type RecommendationState, type RefusedStatus, toParisDate } from "@tronc/domain";
import { and, asc, isNotNull } from "drizzle-orm";
import { loadSessionUser } from "../auth/session-user";
import { createCalendarEvent } from "../modules/proposals/event-calendar/save";
import { generatePurchaseTasks } from "../services/proposals/purchase-orders/generate";
import { createPurchase } from "../services/proposals/purchases/expenses";
import { createPurchaseFee } from "../services/proposals/purchases/fees";
import { createPurchaseLine } from "../services/proposals/purchases/lines";
import { supplierOffers } from "../services/proposals/purchases/offers";
import { listPurchasesOfQuotation } from "../services/proposals/purchases/views";
import { createQuotationLine } from "../services/proposals/quotations/lines";
import {
  type QuotationProductOption,
  quotationProductOptions,
} from "../services/proposals/quotations/product-options";
import { createQuotation, updateQuotation } from "../services/proposals/quotations/save";
import { createRecommendation } from "../services/proposals/recommendations/create";
import { setRecommendationState } from "../services/proposals/recommendations/state";
import type { ServiceContext } from "../services/shared/context";
import type { DemoSeeder } from "./demo";

interface DemoRecommendation {
  state: RecommendationState;
  refusedStatus?: RefusedStatus;
  title: string;
  /** Delivery dates: [first day, last day] in days from today. */
  events: [number, number, string][];
  /** Purchase orders and tasks generated (accepted only). */
  generateTasks?: boolean;
}

/** The four states, deliveries in the coming weeks (the event calendar's default week shows some). */
const DEMO_RECOMMENDATIONS: DemoRecommendation[] = [
  {
    state: "RECO_STATE_ACCEPTED",
    title: "Séminaire de printemps",
    events: [
      [1, 2, "Annecy"],
      [5, 5, "Lyon"],
    ],
    generateTasks: true,
  },
  { state: "RECO_STATE_DRAFT", title: "Soirée de lancement", events: [[3, 3, "Paris"]] },
  { state: "RECO_STATE_SEND", title: "Team building voile", events: [[9, 10, "La Rochelle"]] },
  { state: "RECO_STATE_ACCEPTED", title: "Convention annuelle", events: [[4, 6, "Bordeaux"]] },
  {
    state: "RECO_STATE_REFUSED",
    refusedStatus: "REFUSED_STATE_BUDGET",
    title: "Rallye découverte",
    events: [],
  },
];

/** Leads with a client and a group company, one of each group company first so that colours vary. */
async function pickLeads(ctx: ServiceContext, count: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: leads.id, triangleCompanyId: leads.triangleCompanyId })
    .from(leads)
    .where(and(isNotNull(leads.companyId), isNotNull(leads.triangleCompanyId)))
    .orderBy(asc(leads.id));
  const firsts = rows.filter(
    (row, index) => rows.findIndex((other) => other.triangleCompanyId === row.triangleCompanyId) === index,
  );
  const rest = rows.filter((row) => !firsts.includes(row));
  return [...firsts, ...rest].slice(0, count).map((row) => row.id);
}

/** A product whose every linked purchase has an offer, with the first offer's supplier for each. */
function linkedPurchasesOf(product: QuotationProductOption) {
  const choices = product.linkedPurchases.map((expense) => ({
    triangleProductExpenseId: expense.id,
    supplierId: expense.offers[0]?.supplierId,
  }));
  return choices.every((choice) => choice.supplierId !== undefined) ? choices : null;
}

/**
 * A quotation from the catalogue: a product with its linked purchases, a discounted product, a pack
 * (hidden) line and a free-text line at 10 % VAT beside the products' 20 %.
 */
async function seedQuotation(ctx: ServiceContext, recommendationId: number, title: string): Promise<number> {
  const { id: quotationId } = await createQuotation(ctx, { recommendationId });
  await updateQuotation(ctx, {
    id: quotationId,
    version: 1,
    title,
    advancePercent: "30",
    comment: "<p>Devis de démonstration.</p>",
  });
  const options = await quotationProductOptions(ctx, { quotationId });
  const withPurchases = options.find(
    (option) => option.linkedPurchases.length > 0 && linkedPurchasesOf(option),
  );
  const plain = options.filter((option) => option.linkedPurchases.length === 0);
  if (withPurchases) {
    await createQuotationLine(ctx, {
      quotationId,
      triangleProductId: withPurchases.id,
      quantity: "2",
      linkedPurchases: linkedPurchasesOf(withPurchases) ?? [],
    });
  }
  const [discounted, pack] = plain;
  if (discounted)
    await createQuotationLine(ctx, { quotationId, triangleProductId: discounted.id, discount: "10" });
  if (pack) await createQuotationLine(ctx, { quotationId, triangleProductId: pack.id, hidden: true });
  await createQuotationLine(ctx, {
    quotationId,
    name: "Restauration des participants",
    quantity: "25",
    unitPrice: "32,50",
    tva: "10",
  });
  return quotationId;
}

/** A fee on the first purchase line, and a purchase of its own with a line and a delivery fee. */
async function seedPurchases(ctx: ServiceContext, quotationId: number, title: string): Promise<void> {
  const [linked] = await listPurchasesOfQuotation(ctx, { quotationId });
  const firstLine = linked?.lines[0];
  if (firstLine) {
    await createPurchaseFee(ctx, {
      quotationSupplierProductId: firstLine.id,
      name: "Frais de dossier",
      unitPrice: "25",
    });
  }
  const supplierId = linked?.supplier.id;
  if (supplierId === undefined) return;
  const [offer] = await supplierOffers(ctx, { supplierId });
  if (!offer) return;
  const purchase = await createPurchase(ctx, { quotationId, supplierId, title: `${title} — compléments` });
  const line = await createPurchaseLine(ctx, {
    quotationExpenseId: purchase.id,
    productTypeId: offer.productTypeId,
    quantity: "3",
    discount: "5",
  });
  await createPurchaseFee(ctx, {
    quotationSupplierProductId: line.id,
    name: "Livraison",
    unitPrice: "45",
    tva: "20",
  });
}

/** Each demo recommendation on its lead: quotation, purchases, delivery dates, then its state. */
async function seedRecommendations(ctx: ServiceContext, today: string): Promise<void> {
  const leadIds = await pickLeads(ctx, DEMO_RECOMMENDATIONS.length);
  for (const [index, leadId] of leadIds.entries()) {
    const demo = DEMO_RECOMMENDATIONS[index];
    if (!demo) break;
    const recommendation = await createRecommendation(ctx, { leadId });
    const quotationId = await seedQuotation(ctx, recommendation.id, demo.title);
    await seedPurchases(ctx, quotationId, demo.title);
    for (const [from, to, location] of demo.events) {
      await createCalendarEvent(ctx, {
        recommendationId: recommendation.id,
        startAt: addDays(today, from),
        endAt: addDays(today, to),
        location,
      });
    }
    if (demo.state !== "RECO_STATE_DRAFT") {
      await setRecommendationState(ctx, {
        id: recommendation.id,
        state: demo.state,
        refusedStatus: demo.refusedStatus ?? null,
      });
    }
    if (demo.generateTasks) await generatePurchaseTasks(ctx, { recommendationId: recommendation.id });
  }
}

/**
 * Recommendations in the four states on demo leads, built through the proposals' services (so that
 * every total is the domain's), with their delivery dates; the first accepted one has its purchase
 * orders and tasks generated.
 */
export const seedProposals: DemoSeeder = async (db, now, core) => {
  const user = await loadSessionUser(db, core.userIds.chef);
  if (!user) throw new Error("demo proposals: the demo user chef is missing");
  const today = toParisDate(now);
  // One transaction for the lot (the services' own become savepoints): faster, and all or nothing.
  await db.transaction(async (tx) => {
    const ctx: ServiceContext = { db: tx, user, now };
    await seedRecommendations(ctx, today);
  });
  return core;
};
