import { companies, type Db, invoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { LineInput } from "../proposals/proposal-fixtures";
import { insertQuotation, insertRecommendationWithLead } from "../proposals/proposal-fixtures";
import { insertInvoice, SAMPLE_LINES } from "./invoicing-fixtures";

/** 1 × 100,00 HT at 20 %: HT 100,00, VAT 20,00, TTC 120,00 (by hand). */
export const LINE_120: LineInput = {
  name: "Animation",
  quantity: "1",
  unitPriceCents: toCents(10_000),
  vatRate: "20",
};
/** 2 × 25,00 HT at 10 %: HT 50,00, VAT 5,00, TTC 55,00 (by hand). */
export const LINE_55: LineInput = {
  name: "Repas",
  quantity: "2",
  unitPriceCents: toCents(2_500),
  vatRate: "10",
};

/** An accepted quotation (TTC 3 773,75) of a new lead whose project bears `projectName`. */
export async function quotationOfProject(db: Db, issuerId: number, projectName: string): Promise<number> {
  const recommendation = await insertRecommendationWithLead(db, {
    issuerId,
    state: "RECO_STATE_ACCEPTED",
    project: { name: projectName, state: "STATE_PROJECT" },
  });
  return insertQuotation(db, {
    recommendationId: recommendation.id,
    issuerId,
    state: "QUOTATION_STATE_ACCEPTED",
    lines: SAMPLE_LINES,
  });
}

/** A client company of its own, so that a test reads only its invoices. */
export async function insertClient(db: Db, name: string, isFactor = false): Promise<number> {
  const [client] = await db.insert(companies).values({ name, isFactor }).returning({ id: companies.id });
  if (!client) throw new Error("client not inserted");
  return client.id;
}

export interface ListedInvoice {
  issuerId: number;
  companyId: number;
  projectNames: string[];
  lines: LineInput[];
  state?: "STATE_CREATED" | "STATE_VALIDATED" | "STATE_SEND" | "STATE_PAID";
  reference?: string;
  title?: string;
  invoiceDate: string;
  createdAt: string;
  eligibleAt?: string | null;
  paid?: { paidAt: string };
  isDuplicated?: boolean;
  createdById?: number | null;
}

/** An invoice as the list reads it: through the fixtures, then the fields only later issues set. */
export async function insertListedInvoice(db: Db, input: ListedInvoice): Promise<number> {
  const quotationIds = [];
  for (const name of input.projectNames)
    quotationIds.push(await quotationOfProject(db, input.issuerId, name));
  const id = await insertInvoice(db, {
    issuerId: input.issuerId,
    companyId: input.companyId,
    quotationIds,
    state: input.state,
    reference: input.reference ?? null,
    title: input.title,
    invoiceDate: input.invoiceDate,
    eligibleAt: input.eligibleAt ?? null,
    lines: input.lines,
    createdById: input.createdById ?? null,
  });
  await db
    .update(invoices)
    .set({
      createdAt: new Date(input.createdAt),
      isDuplicated: input.isDuplicated ?? false,
      ...(input.paid ? { paidAt: input.paid.paidAt, amountLeftCents: toCents(0) } : {}),
    })
    .where(eq(invoices.id, id));
  return id;
}

/**
 * Four invoices of one client of their own (a factor), worked by hand:
 * - draft (issuer A, 'Soirée Zéphyrin', projects Alpha and Beta, by `creatorId`): 120,00 TTC;
 * - validated FA-{code}-2026-00007 (A, 2026-04-15): 150 HT + 25 VAT = 175,00, due 22 days ago;
 * - sent FA-{code}-2026-00008 (B, 2026-05-20, duplicated): 50 HT + 5 VAT = 55,00, due 21 days ago;
 * - paid FA-{code}-2026-00009 (A, 2026-05-25): 120,00 TTC, nothing left, paid on 2026-06-01.
 * Newest first: paid, sent, validated, draft.
 */
export async function insertListScenario(
  db: Db,
  options: { issuerA: number; issuerB: number; code: string; creatorId: number; today: string },
) {
  const { issuerA, issuerB, code } = options;
  const companyId = await insertClient(db, `Client liste ${code}`, true);
  const daysAgo = (days: number) => {
    const date = new Date(`${options.today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString().slice(0, 10);
  };
  const draft = await insertListedInvoice(db, {
    issuerId: issuerA,
    companyId,
    projectNames: ["Projet Beta", "Projet Alpha"],
    lines: [LINE_120],
    title: "Soirée Zéphyrin",
    invoiceDate: "2026-03-10",
    createdAt: "2026-03-10T10:00:00Z",
    createdById: options.creatorId,
  });
  const validated = await insertListedInvoice(db, {
    issuerId: issuerA,
    companyId,
    projectNames: ["Projet Gamma"],
    lines: [LINE_120, LINE_55],
    state: "STATE_VALIDATED",
    reference: `FA-${code}-2026-00007`,
    invoiceDate: "2026-04-15",
    createdAt: "2026-04-15T10:00:00Z",
    eligibleAt: daysAgo(22),
  });
  const sent = await insertListedInvoice(db, {
    issuerId: issuerB,
    companyId,
    projectNames: [],
    lines: [LINE_55],
    state: "STATE_SEND",
    reference: `FA-${code}-2026-00008`,
    invoiceDate: "2026-05-20",
    createdAt: "2026-05-20T10:00:00Z",
    eligibleAt: daysAgo(21),
    isDuplicated: true,
  });
  const paid = await insertListedInvoice(db, {
    issuerId: issuerA,
    companyId,
    projectNames: ["Projet Delta"],
    lines: [LINE_120],
    state: "STATE_PAID",
    reference: `FA-${code}-2026-00009`,
    invoiceDate: "2026-05-25",
    createdAt: "2026-05-25T10:00:00Z",
    eligibleAt: "2026-05-25",
    paid: { paidAt: "2026-06-01" },
  });
  return { companyId, draft, validated, sent, paid };
}
