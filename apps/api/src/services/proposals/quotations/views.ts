import {
  type DbOrTx,
  quotationLines,
  quotations,
  recommendations,
  triangleCompanies,
  users,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  amendmentRefusal,
  canDeleteQuotation,
  canEditQuotationLines,
  domainError,
  isQuotationSigned,
  type PaymentDelay,
  type QuotationState,
  type RecommendationState,
  replacementOf,
  type Unity,
  type VatDetail,
} from "@tronc/domain";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";
import { type FamilyMemberRow, loadAmendmentFamily } from "./amendment-family";
import { countQuotationDependants, trimZeros } from "./rows";

export interface QuotationLineView {
  id: number;
  quotationId: number;
  /** None for a free-text line. */
  triangleProductId: number | null;
  name: string;
  /** Sanitised rich text. */
  description: string;
  /** Decimal strings ('2.5'). */
  quantity: string;
  unitPriceCents: Cents;
  unity: Unity;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
  baseHtCents: Cents;
  totalHtCents: Cents;
}

export interface QuotationView {
  id: number;
  reference: string;
  title: string;
  comment: string | null;
  state: QuotationState;
  /** Deposit percent, a decimal string. */
  advancePercent: string;
  paymentMode: PaymentDelay;
  isRecurringPayment: boolean;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  expensesTotalHtCents: Cents;
  expensesTotalTtcCents: Cents;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: number; fullname: string } | null;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  triangleCompany: { id: number; name: string };
  recommendation: { id: number; state: RecommendationState };
  lineCount: number;
  purchaseCount: number;
  canEditLines: boolean;
  /** The printed terms (title, deposit, payment mode, comment): locked once signed, as the lines. */
  canEditTerms: boolean;
  canDelete: boolean;
  /** 'Avenant n° k' of `amendmentOf`; null on an original. */
  amendmentNumber: number | null;
  amendmentOf: QuotationLink | null;
  /** An original's amendments, by number. */
  amendments: (QuotationLink & { amendmentNumber: number; state: QuotationState })[];
  /** The later signed amendment now in force, when there is one. */
  replacedBy: QuotationLink | null;
  /** 'Créer un avenant' is offered (accepted, in force, no amendment being written). */
  canAmend: boolean;
}

/** Another quotation of the family, with the recommendation that holds it (to open it). */
export interface QuotationLink {
  id: number;
  reference: string;
  recommendationId: number;
}

export interface QuotationDetail extends QuotationView {
  lines: QuotationLineView[];
}

const lineColumns = {
  id: quotationLines.id,
  quotationId: quotationLines.quotationId,
  triangleProductId: quotationLines.triangleProductId,
  name: quotationLines.name,
  description: quotationLines.description,
  quantity: quotationLines.quantity,
  unitPriceCents: quotationLines.unitPriceCents,
  unity: quotationLines.unity,
  vatRate: quotationLines.vatRate,
  discountPercent: quotationLines.discountPercent,
  indexOrder: quotationLines.indexOrder,
  hidden: quotationLines.hidden,
  baseHtCents: quotationLines.baseHtCents,
  totalHtCents: quotationLines.totalHtCents,
};

const toLineView = (
  row: Omit<QuotationLineView, "quantity" | "vatRate" | "discountPercent" | "indexOrder"> & {
    quantity: string;
    vatRate: string;
    discountPercent: string;
    indexOrder: string;
  },
): QuotationLineView => ({
  ...row,
  quantity: trimZeros(row.quantity),
  vatRate: trimZeros(row.vatRate),
  discountPercent: trimZeros(row.discountPercent),
  indexOrder: trimZeros(row.indexOrder),
});

/** Lines in their order (index, then creation). */
export async function loadLines(db: DbOrTx, where: SQL | undefined, page = { limit: 10_000, offset: 0 }) {
  const rows = await db
    .select(lineColumns)
    .from(quotationLines)
    .where(where)
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.indexOrder), asc(quotationLines.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toLineView);
}

export async function getQuotationLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<QuotationLineView> {
  const [line] = await loadLines(ctx.db, eq(quotationLines.id, id));
  if (!line) throw domainError("QUOTATION_LINE_NOT_FOUND", "notFound");
  return line;
}

export async function listQuotationLines(
  ctx: ServiceContext,
  input: { quotationId?: number | undefined; page?: number | undefined; pageSize: number },
): Promise<Page<QuotationLineView>> {
  const where =
    input.quotationId === undefined ? undefined : eq(quotationLines.quotationId, input.quotationId);
  return paginate(input, {
    count: (limit) => countUpTo(ctx.db, quotationLines, where, limit),
    rows: (limit, offset) => loadLines(ctx.db, where, { limit, offset }),
    map: (rows) => rows,
  });
}

const quotationColumns = {
  id: quotations.id,
  reference: quotations.reference,
  title: quotations.title,
  comment: quotations.comment,
  state: quotations.state,
  advancePercent: quotations.advancePercent,
  paymentMode: quotations.paymentMode,
  isRecurringPayment: quotations.isRecurringPayment,
  totalHtCents: quotations.totalHtCents,
  totalTvaCents: quotations.totalTvaCents,
  totalTtcCents: quotations.totalTtcCents,
  detailTva: quotations.detailTva,
  expensesTotalHtCents: quotations.expensesTotalHtCents,
  expensesTotalTtcCents: quotations.expensesTotalTtcCents,
  createdAt: quotations.createdAt,
  updatedAt: quotations.updatedAt,
  version: quotations.version,
  updatedById: users.id,
  updatedByName: users.name,
  updatedByLastname: users.lastname,
  triangleCompanyId: triangleCompanies.id,
  triangleCompanyName: triangleCompanies.name,
  recommendationId: recommendations.id,
  recommendationState: recommendations.state,
  amendsQuotationId: quotations.amendsQuotationId,
  amendmentNumber: quotations.amendmentNumber,
};

const linkOf = ({ id, reference, recommendationId }: FamilyMemberRow): QuotationLink => ({
  id,
  reference,
  recommendationId,
});

/** Where the quotation stands among its original and amendments (one query). */
async function amendmentFacts(db: DbOrTx, row: { id: number; amendsQuotationId: number | null }) {
  const family = await loadAmendmentFamily(db, row.amendsQuotationId ?? row.id);
  const self = family.find((member) => member.id === row.id);
  const original = family.find((member) => member.amendmentNumber === null);
  const replacement = self ? replacementOf(self, family) : null;
  return {
    amendmentOf: row.amendsQuotationId !== null && original ? linkOf(original) : null,
    amendments:
      row.amendsQuotationId === null
        ? family.flatMap((member) =>
            member.amendmentNumber === null
              ? []
              : [{ ...linkOf(member), amendmentNumber: member.amendmentNumber, state: member.state }],
          )
        : [],
    replacedBy: replacement ? linkOf(replacement) : null,
    canAmend: self ? amendmentRefusal(self, family) === null : false,
  };
}

async function loadQuotations(db: DbOrTx, where: SQL | undefined, page = { limit: 10_000, offset: 0 }) {
  const rows = await db
    .select(quotationColumns)
    .from(quotations)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, quotations.triangleCompanyId))
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .leftJoin(users, eq(users.id, quotations.updatedById))
    .where(where)
    .orderBy(asc(quotations.recommendationId), asc(quotations.id))
    .limit(page.limit)
    .offset(page.offset);
  return Promise.all(
    rows.map(async (row): Promise<QuotationView> => {
      const dependants = await countQuotationDependants(db, row.id);
      const amendment = await amendmentFacts(db, row);
      return {
        id: row.id,
        reference: row.reference,
        title: row.title,
        comment: row.comment,
        state: row.state,
        advancePercent: trimZeros(row.advancePercent),
        paymentMode: row.paymentMode,
        isRecurringPayment: row.isRecurringPayment,
        totalHtCents: row.totalHtCents,
        totalTvaCents: row.totalTvaCents,
        totalTtcCents: row.totalTtcCents,
        detailTva: row.detailTva,
        expensesTotalHtCents: row.expensesTotalHtCents,
        expensesTotalTtcCents: row.expensesTotalTtcCents,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        version: row.version,
        updatedBy:
          row.updatedById === null
            ? null
            : {
                id: row.updatedById,
                fullname: `${row.updatedByName ?? ""} ${row.updatedByLastname ?? ""}`.trim(),
              },
        triangleCompany: { id: row.triangleCompanyId, name: row.triangleCompanyName },
        recommendation: { id: row.recommendationId, state: row.recommendationState },
        ...dependants,
        canEditLines: canEditQuotationLines(row.state),
        canEditTerms: !isQuotationSigned(row.state),
        canDelete: canDeleteQuotation(dependants),
        amendmentNumber: row.amendmentNumber,
        ...amendment,
      };
    }),
  );
}

/** The quotation block: header, lines, totals, payment terms and what may be done with it. */
export async function getQuotation(ctx: ServiceContext, { id }: { id: number }): Promise<QuotationDetail> {
  const [quotation] = await loadQuotations(ctx.db, eq(quotations.id, id));
  if (!quotation) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  const lines = await loadLines(ctx.db, eq(quotationLines.quotationId, id));
  return { ...quotation, lines };
}

export async function listQuotations(
  ctx: ServiceContext,
  input: {
    recommendationId?: number | undefined;
    ids?: number[] | undefined;
    page?: number | undefined;
    pageSize: number;
  },
): Promise<Page<QuotationView>> {
  const conditions = [
    input.recommendationId === undefined
      ? undefined
      : eq(quotations.recommendationId, input.recommendationId),
    input.ids === undefined ? undefined : inArray(quotations.id, input.ids),
  ];
  const where = and(...conditions);
  return paginate(input, {
    count: (limit) => countUpTo(ctx.db, quotations, where, limit),
    rows: (limit, offset) => loadQuotations(ctx.db, where, { limit, offset }),
    map: (rows) => rows,
  });
}
