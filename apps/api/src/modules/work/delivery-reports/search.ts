import { type DbOrTx, deliveryReports, projects } from "@tronc/db";
import {
  addDays,
  assertDate,
  billedFilterValue,
  type DeliveryReportBilledFilter,
  type DeliveryReportState,
  PAGE_SIZES,
  parisLocalDateTimeToInstant,
} from "@tronc/domain";
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { type DeliveryReportListItem, listItemQuery, toListItem } from "./views";

export interface DeliveryReportSearchFilters {
  /** Created on or after this Paris day (YYYY-MM-DD). */
  from?: string | undefined;
  /** Created on or before this Paris day. */
  to?: string | undefined;
  /** The group company handling the project. */
  triangleCompanyId?: number | undefined;
  states?: DeliveryReportState[] | undefined;
  billed?: DeliveryReportBilledFilter | undefined;
  /** The project's client. */
  companyId?: number | undefined;
}

export interface DeliveryReportSearchParams extends DeliveryReportSearchFilters {
  page?: number | undefined;
  pageSize?: number | undefined;
}

const startOfParisDay = (day: string) => new Date(parisLocalDateTimeToInstant(`${assertDate(day)}T00:00`));

/** The list's conditions; the project's are a sub-select, so the count reads delivery_reports alone. */
export function searchConditions(db: DbOrTx, filters: DeliveryReportSearchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.from) conditions.push(gte(deliveryReports.createdAt, startOfParisDay(filters.from)));
  if (filters.to) {
    conditions.push(lt(deliveryReports.createdAt, startOfParisDay(addDays(assertDate(filters.to), 1))));
  }
  if (filters.states && filters.states.length > 0)
    conditions.push(inArray(deliveryReports.state, filters.states));
  const billed = billedFilterValue(filters.billed);
  if (billed !== undefined) conditions.push(eq(deliveryReports.isBilled, billed));
  const projectConditions: SQL[] = [];
  if (filters.triangleCompanyId) {
    projectConditions.push(eq(projects.ownerTriangleCompanyId, filters.triangleCompanyId));
  }
  if (filters.companyId) projectConditions.push(eq(projects.companyId, filters.companyId));
  if (projectConditions.length > 0) {
    const projectIds = db
      .select({ id: projects.id })
      .from(projects)
      .where(and(...projectConditions));
    conditions.push(inArray(deliveryReports.projectId, projectIds));
  }
  return and(...conditions);
}

/** 'Liste des PV de livraison': newest first, 50 a page. */
export function searchDeliveryReports(
  { db, user }: ServiceContext,
  params: DeliveryReportSearchParams,
): Promise<Page<DeliveryReportListItem>> {
  const where = searchConditions(db, params);
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.deliveryReports },
    {
      count: (limit) => countUpTo(db, deliveryReports, where, limit),
      rows: (limit, offset) =>
        listItemQuery(db)
          .where(where)
          .orderBy(desc(deliveryReports.createdAt), desc(deliveryReports.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => rows.map((row) => toListItem(user, row)),
    },
  );
}
