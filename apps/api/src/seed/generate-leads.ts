import { contactForms, type Db, leadCalls, leads, projects } from "@tronc/db";
import {
  CALL_TYPES,
  type LeadLevel,
  type LeadStatus,
  leadSearchText,
  type ProjectState,
  projectSearchText,
} from "@tronc/domain";
import { sql } from "drizzle-orm";
import {
  CALL_COMMENTS,
  FIRST_NAMES,
  frenchMobile,
  LAST_NAMES,
  MESSAGES,
  pick,
  REQUESTS,
  SOURCES,
  seededRandom,
  slug,
  weighted,
} from "./fake-data";
import { type GeneratedCompany, generateClientCompanies } from "./generate-companies";

export interface GenerateLeadsOptions {
  count: number;
  now: Date;
  /** Group users who take leads over. */
  userIds: number[];
  triangleCompanyIds: number[];
  seed?: number;
  batchSize?: number;
  /** How far back creation dates go. */
  yearsBack?: number;
  onProgress?: (done: number, total: number) => void;
  /** Demo data: every status and level in turn, recent, callbacks today for some. */
  demo?: boolean;
}

export interface GenerateLeadsResult {
  leads: number;
  companies: number;
  calls: number;
}

const DAY = 86_400_000;
const STATUSES: LeadStatus[] = [
  "LEAD_STATUS_UNREAD",
  "LEAD_STATUS_NEW",
  "LEAD_STATUS_SEARCH",
  "LEAD_STATUS_WRITE",
  "LEAD_STATUS_SEND",
  "LEAD_STATUS_REFUSED",
  "LEAD_STATUS_ACCEPTED",
];
const LEVELS: LeadLevel[] = ["LEAD_HOT", "LEAD_MIDDLE", "LEAD_COLD", "LEAD_TRASH"];
const DEMO_CALLBACK_DAYS = [0, 1, 0, -1, 3, 7];

const ACTIVE: LeadStatus[] = [
  "LEAD_STATUS_NEW",
  "LEAD_STATUS_SEARCH",
  "LEAD_STATUS_WRITE",
  "LEAD_STATUS_SEND",
];

function statusFor(random: () => number, ageDays: number): LeadStatus {
  if (ageDays < 14) {
    return weighted(random, [
      ["LEAD_STATUS_UNREAD", 30],
      ["LEAD_STATUS_NEW", 25],
      ["LEAD_STATUS_SEARCH", 20],
      ["LEAD_STATUS_WRITE", 15],
      ["LEAD_STATUS_SEND", 10],
    ] as const);
  }
  return weighted(random, [
    ["LEAD_STATUS_UNREAD", 0.3],
    ["LEAD_STATUS_NEW", 4],
    ["LEAD_STATUS_SEARCH", 4],
    ["LEAD_STATUS_WRITE", 3],
    ["LEAD_STATUS_SEND", 10],
    ["LEAD_STATUS_REFUSED", 45],
    ["LEAD_STATUS_ACCEPTED", 33.7],
  ] as const);
}

function levelFor(random: () => number, status: LeadStatus): LeadLevel | null {
  if (status === "LEAD_STATUS_UNREAD") return null;
  if (status === "LEAD_STATUS_REFUSED")
    return weighted(random, [
      ["LEAD_TRASH", 35],
      ["LEAD_COLD", 40],
      ["LEAD_MIDDLE", 20],
      ["LEAD_HOT", 5],
    ] as const);
  if (status === "LEAD_STATUS_ACCEPTED")
    return weighted(random, [
      ["LEAD_HOT", 50],
      ["LEAD_MIDDLE", 40],
      ["LEAD_COLD", 10],
    ] as const);
  return weighted(random, [
    ["LEAD_HOT", 20],
    ["LEAD_MIDDLE", 35],
    ["LEAD_COLD", 30],
    ["LEAD_TRASH", 15],
  ] as const);
}

function projectStateFor(random: () => number, status: LeadStatus): ProjectState {
  if (status !== "LEAD_STATUS_ACCEPTED") return "STATE_LEAD";
  return weighted(random, [
    ["STATE_PROJECT", 15],
    ["STATE_TO_PLAN", 10],
    ["STATE_PLANNED", 15],
    ["STATE_FACTURABLE", 10],
    ["STATE_ARCHIVED", 50],
  ] as const);
}

/** A callback at a round working hour, a few days around now (today for some). */
function callbackFor(random: () => number, now: Date, days?: number): Date {
  const dayOffset = days ?? (random() < 0.15 ? 0 : Math.floor(random() * 36) - 5);
  const day = new Date(now.getTime() + dayOffset * DAY);
  day.setUTCHours(7 + Math.floor(random() * 10), pick(random, [0, 15, 30, 45]), 0, 0);
  return day;
}

/**
 * Generates realistic French leads (with their contact form, project, calls and some client
 * companies) in batched inserts: the demo data and the benchmark's 200,000 leads.
 */
export async function generateLeads(db: Db, options: GenerateLeadsOptions): Promise<GenerateLeadsResult> {
  const random = seededRandom(options.seed ?? 20_240_501);
  const batchSize = options.batchSize ?? 1000;
  const now = options.now.getTime();
  const span = (options.yearsBack ?? 4) * 365 * DAY;
  const pool: GeneratedCompany[] = await db.transaction((tx) =>
    generateClientCompanies(
      tx,
      Math.max(5, Math.ceil(options.count / 40)),
      random,
      options.triangleCompanyIds,
    ),
  );
  let calls = 0;
  for (let start = 0; start < options.count; start += batchSize) {
    const size = Math.min(batchSize, options.count - start);
    calls += await db.transaction(async (tx) => {
      const drafts = Array.from({ length: size }, (_, offset) => {
        const rank = start + offset;
        const age = options.demo
          ? (rank + random()) * 0.8 * DAY
          : random() < 0.04
            ? random() * 14 * DAY
            : random() * span;
        const createdAt = new Date(now - age);
        const status = options.demo
          ? (STATUSES[rank % 7] ?? "LEAD_STATUS_NEW")
          : statusFor(random, age / DAY);
        const level = options.demo
          ? status === "LEAD_STATUS_UNREAD"
            ? null
            : (LEVELS[Math.floor(rank / 7) % 4] ?? null)
          : levelFor(random, status);
        const company =
          random() < (status === "LEAD_STATUS_ACCEPTED" ? 0.9 : status === "LEAD_STATUS_UNREAD" ? 0.05 : 0.3)
            ? pick(random, pool)
            : null;
        const first = pick(random, FIRST_NAMES);
        const last = pick(random, LAST_NAMES);
        const request = pick(random, REQUESTS);
        const companyName =
          company?.name ??
          `${pick(random, ["Société", "Cabinet", "Agence", "Groupe", "Mairie de"])} ${pick(random, LAST_NAMES)}`;
        const owner = status === "LEAD_STATUS_UNREAD" ? null : pick(random, options.userIds);
        const takenAt = owner ? new Date(createdAt.getTime() + random() * 2 * DAY) : null;
        const wantsCallback =
          ACTIVE.includes(status) && level !== "LEAD_TRASH" && (options.demo || random() < 0.75);
        return {
          createdAt,
          status,
          level,
          company,
          owner,
          takenAt: takenAt && takenAt.getTime() < now ? takenAt : owner ? createdAt : null,
          callbackAt: wantsCallback
            ? callbackFor(
                random,
                options.now,
                options.demo ? DEMO_CALLBACK_DAYS[rank % DEMO_CALLBACK_DAYS.length] : undefined,
              )
            : null,
          subject: `${request} ${companyName}`.slice(0, 255),
          form: {
            name: `${first} ${last}`,
            phone: frenchMobile(random),
            email: random() < 0.85 ? `${slug(first)}.${slug(last)}@${slug(companyName)}.fr` : null,
            companyName,
            source: pick(random, SOURCES),
            subject: request,
            message: pick(random, MESSAGES)
              .replace("{request}", request.toLowerCase())
              .replace("{n}", String(10 + Math.floor(random() * 190)))
              .replace("{month}", pick(random, ["janvier", "mars", "juin", "septembre", "décembre"])),
            createdAt,
          },
          triangleCompanyId: pick(random, options.triangleCompanyIds),
          sourceTriangleCompanyId: pick(random, options.triangleCompanyIds),
        };
      });
      const forms = await tx
        .insert(contactForms)
        .values(drafts.map((draft) => draft.form))
        .returning({ id: contactForms.id });
      const leadRows = await tx
        .insert(leads)
        .values(
          drafts.map((draft, index) => ({
            subject: draft.subject,
            leadLevel: draft.level,
            leadStatus: draft.status,
            triangleCompanyId: draft.triangleCompanyId,
            sourceTriangleCompanyId: draft.sourceTriangleCompanyId,
            companyId: draft.company?.id ?? null,
            ownerId: draft.owner,
            userAssignedId: draft.owner && random() < 0.15 ? pick(random, options.userIds) : draft.owner,
            assignedAt: draft.takenAt,
            readAt: draft.takenAt,
            takenOverAt: draft.takenAt,
            callbackAt: draft.callbackAt,
            callbackUserId: draft.callbackAt ? draft.owner : null,
            callbackSubject: draft.callbackAt
              ? pick(random, ["Relance devis", "Point sur le besoin", "Confirmer les dates", null])
              : null,
            contactFormId: forms[index]?.id ?? null,
            searchText: leadSearchText({
              subject: draft.subject,
              requesterName: draft.form.name,
              requesterCompanyName: draft.form.companyName,
              clientCompanyName: draft.company?.name,
              email: draft.form.email,
              phone: draft.form.phone,
            }),
            createdAt: draft.createdAt,
            updatedAt: draft.takenAt ?? draft.createdAt,
          })),
        )
        .returning({ id: leads.id });
      await tx.insert(projects).values(
        leadRows.map((lead, index) => {
          const draft = drafts[index];
          const state = draft ? projectStateFor(random, draft.status) : "STATE_LEAD";
          return {
            name: (draft?.form.subject ?? "Projet").slice(0, 250),
            searchText: projectSearchText({
              name: (draft?.form.subject ?? "Projet").slice(0, 250),
              clientName: draft?.company?.name,
            }),
            state,
            leadId: lead.id,
            creatorId: draft?.owner ?? null,
            companyId: draft?.company?.id ?? null,
            projectManagerId: state === "STATE_LEAD" ? null : (draft?.owner ?? null),
            ownerTriangleCompanyId: draft?.triangleCompanyId ?? null,
            createdAt: draft?.createdAt,
          };
        }),
      );
      const callRows = leadRows.flatMap((lead, index) => {
        const draft = drafts[index];
        if (!draft?.owner || !draft.takenAt) return [];
        const howMany = weighted(random, [
          [0, 35],
          [1, 35],
          [2, 20],
          [3, 10],
        ] as const);
        return Array.from({ length: howMany }, (_, rank) => {
          const at = new Date(Math.min(now, (draft.takenAt?.getTime() ?? now) + (rank + random()) * 3 * DAY));
          return {
            leadId: lead.id,
            ownerId: draft.owner,
            callType: pick(random, CALL_TYPES),
            comment: pick(random, CALL_COMMENTS),
            createdAt: at,
            updatedAt: at,
          };
        });
      });
      if (callRows.length > 0) await tx.insert(leadCalls).values(callRows);
      return callRows.length;
    });
    options.onProgress?.(start + size, options.count);
  }
  // Fresh statistics: without them the planner guesses the lists' plans from an empty table's.
  await db.execute(sql`analyze ${leads}, ${leadCalls}, ${contactForms}, ${projects}`);
  return { leads: options.count, companies: pool.length, calls };
}
