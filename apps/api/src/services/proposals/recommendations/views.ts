import { companies, files, leads, projects, recommendations } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canDeleteRecommendation,
  isInvoicingStarted,
  type ProjectState,
  type QuotationState,
  type RecommendationState,
  type RefusedStatus,
} from "@tronc/domain";
import { desc, eq, inArray } from "drizzle-orm";
import {
  findLead,
  type NamedRef,
  refOf,
  triangleCompanyRefs,
  type UserRef,
  userRefs,
} from "../../sales/refs";
import type { ServiceContext } from "../../shared/context";
import { deliveryRanges, findRecommendation, quotationsOf, type RecommendationRow } from "./rows";

const ALL_STATES: RecommendationState[] = [
  "RECO_STATE_DRAFT",
  "RECO_STATE_SEND",
  "RECO_STATE_ACCEPTED",
  "RECO_STATE_REFUSED",
];

export interface RecommendationQuotationSummary {
  id: number;
  reference: string;
  title: string;
  state: QuotationState;
  totalHtCents: Cents;
  totalTtcCents: Cents;
}

export interface RecommendationView {
  id: number;
  leadId: number;
  /** The lead's title (the recommendation list of the lead area names it). */
  leadSubject: string;
  state: RecommendationState;
  refusedStatus: RefusedStatus | null;
  validAt: string | null;
  sendAt: string | null;
  acceptedAt: string | null;
  refusedAt: string | null;
  createdAt: string;
  createdBy: UserRef | null;
  client: { id: number; name: string; isFactor: boolean };
  triangleCompany: NamedRef & { color: string };
  project: { id: number; state: ProjectState; projectManager: UserRef | null } | null;
  /** First event's start day and last event's end day (Paris), null without events. */
  deliveryDate: string | null;
  deliveryDateEnd: string | null;
  eventIds: number[];
  presentation: { id: number; filename: string } | null;
  quotations: RecommendationQuotationSummary[];
  quotationCount: number;
  canDelete: boolean;
  /** The states the selector offers: only 'accepted' once invoicing has begun. */
  allowedStates: RecommendationState[];
}

/** Rows to views, with every related row read in one query per table. */
export async function toRecommendationViews(
  db: ServiceContext["db"],
  rows: RecommendationRow[],
): Promise<RecommendationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const leadIds = [...new Set(rows.map((row) => row.leadId))];
  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const fileIds = rows.flatMap((row) => (row.presentationFileId === null ? [] : [row.presentationFileId]));
  const [clients, projectRows, fileRows, quotationRows, ranges, groupCompanies, leadRows] = await Promise.all(
    [
      db
        .select({ id: companies.id, name: companies.name, isFactor: companies.isFactor })
        .from(companies)
        .where(inArray(companies.id, companyIds)),
      db
        .select({
          id: projects.id,
          leadId: projects.leadId,
          state: projects.state,
          projectManagerId: projects.projectManagerId,
        })
        .from(projects)
        .where(inArray(projects.leadId, leadIds)),
      fileIds.length === 0
        ? Promise.resolve([])
        : db.select({ id: files.id, filename: files.filename }).from(files).where(inArray(files.id, fileIds)),
      quotationsOf(db, ids),
      deliveryRanges(db, ids),
      triangleCompanyRefs(
        db,
        rows.map((row) => row.triangleCompanyId),
      ),
      db.select({ id: leads.id, subject: leads.subject }).from(leads).where(inArray(leads.id, leadIds)),
    ],
  );
  const people = await userRefs(db, [
    ...rows.map((row) => row.createdById),
    ...projectRows.map((project) => project.projectManagerId),
  ]);
  return rows.map((row) => {
    const client = clients.find((company) => company.id === row.companyId);
    const project = projectRows.find((candidate) => candidate.leadId === row.leadId);
    const file = fileRows.find((candidate) => candidate.id === row.presentationFileId);
    const own = quotationRows.filter((quotation) => quotation.recommendationId === row.id);
    const range = ranges.get(row.id) ?? { deliveryDate: null, deliveryDateEnd: null, eventIds: [] };
    const invoiced = own.some((quotation) => isInvoicingStarted(quotation.state));
    return {
      id: row.id,
      leadId: row.leadId,
      leadSubject: leadRows.find((lead) => lead.id === row.leadId)?.subject ?? "",
      state: row.state,
      refusedStatus: row.refusedStatus,
      validAt: row.validAt,
      sendAt: row.sendAt,
      acceptedAt: row.acceptedAt,
      refusedAt: row.refusedAt,
      createdAt: row.createdAt.toISOString(),
      createdBy: refOf(people, row.createdById),
      client: client ?? { id: row.companyId, name: "", isFactor: false },
      triangleCompany: groupCompanies.get(row.triangleCompanyId) ?? {
        id: row.triangleCompanyId,
        name: "",
        color: "",
      },
      project: project
        ? { id: project.id, state: project.state, projectManager: refOf(people, project.projectManagerId) }
        : null,
      ...range,
      presentation: file ?? null,
      quotations: own.map(({ recommendationId: _, ...quotation }) => quotation),
      quotationCount: own.length,
      canDelete: canDeleteRecommendation({ deliveryDate: range.deliveryDate, quotationCount: own.length }),
      allowedStates: invoiced ? ["RECO_STATE_ACCEPTED"] : ALL_STATES,
    };
  });
}

export async function getRecommendation(
  ctx: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<RecommendationView> {
  const [view] = await toRecommendationViews(ctx.db, [await findRecommendation(ctx.db, input.id)]);
  if (!view) throw new Error("recommendation view: no row");
  return view;
}

/** The lead page's cards, newest first. */
export async function listRecommendationsByLead(
  ctx: Pick<ServiceContext, "db">,
  input: { leadId: number },
): Promise<RecommendationView[]> {
  await findLead(ctx.db, input.leadId);
  const rows = await ctx.db
    .select()
    .from(recommendations)
    .where(eq(recommendations.leadId, input.leadId))
    .orderBy(desc(recommendations.id));
  return toRecommendationViews(ctx.db, rows);
}
