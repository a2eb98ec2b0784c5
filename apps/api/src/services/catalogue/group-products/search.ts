import {
  productTypes,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import { canManageGroupProducts, likeContains, PAGE_SIZES, searchTerms } from "@tronc/domain";
import { and, asc, eq, exists, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";
import {
  type GroupProductExpenseView,
  type GroupProductView,
  isNegotiatedSql,
  loadExpenses,
  productColumns,
  toProductViews,
} from "./views";

/** 'enabled' (the default), 'disabled' only, or 'all' (the same as showAll). */
export type GroupProductState = "enabled" | "disabled" | "all";

export interface GroupProductSearchParams {
  /** Reference or name; accent- and case-insensitive. */
  q?: string | undefined;
  /** Only the products one group company sells. */
  triangleCompanyId?: number | undefined;
  /** 'Afficher les produits désactivés'. */
  showAll?: boolean | undefined;
  state?: GroupProductState | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface GroupProductPage extends Page<GroupProductView> {
  /** 'Ajouter un produit' is offered. */
  canCreate: boolean;
}

function stateCondition(params: GroupProductSearchParams): SQL | undefined {
  const state = params.showAll ? "all" : (params.state ?? "enabled");
  if (state === "all") return undefined;
  return eq(triangleProducts.isEnabled, state === "enabled");
}

/** The list (50 a page) and the quotation line picker (up to 10 000), by reference then name. */
export async function searchGroupProducts(
  ctx: ServiceContext,
  params: GroupProductSearchParams,
): Promise<GroupProductPage> {
  const { db } = ctx;
  const terms = searchTerms(params.q ?? "");
  const company = params.triangleCompanyId;
  const where = and(
    stateCondition(params),
    ...terms.map((term): SQL => sql`${triangleProducts.searchText} like ${likeContains(term)}`),
    company === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(triangleProductCompanies)
            .where(
              and(
                eq(triangleProductCompanies.triangleProductId, triangleProducts.id),
                eq(triangleProductCompanies.triangleCompanyId, company),
              ),
            ),
        ),
  );
  const page = await paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.triangleProducts },
    {
      count: (limit) => countUpTo(db, triangleProducts, where, limit),
      rows: (limit, offset) =>
        db
          .select(productColumns)
          .from(triangleProducts)
          .innerJoin(vatRates, eq(vatRates.id, triangleProducts.vatRateId))
          .where(where)
          .orderBy(asc(triangleProducts.reference), asc(triangleProducts.name), asc(triangleProducts.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => toProductViews(ctx, rows),
    },
  );
  return { ...page, canCreate: canManageGroupProducts(ctx.user) };
}

export interface GroupProductExpenseSearchParams {
  /** The product type's name. */
  q?: string | undefined;
  triangleProductId?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Linked purchases of one product (or of all), searched by product type name. */
export function searchGroupProductExpenses(
  ctx: ServiceContext,
  params: GroupProductExpenseSearchParams,
): Promise<Page<GroupProductExpenseView>> {
  const { db } = ctx;
  const terms = searchTerms(params.q ?? "");
  const productId = params.triangleProductId;
  const typeMatches = terms.map(
    (term): SQL =>
      sql`${triangleProductExpenses.productTypeId} in (select ${productTypes.id} from ${productTypes} where ${productTypes.searchText} like ${likeContains(term)})`,
  );
  const where = and(
    productId === undefined ? undefined : eq(triangleProductExpenses.triangleProductId, productId),
    ...typeMatches,
  );
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.triangleProducts },
    {
      count: (limit) => countUpTo(db, triangleProductExpenses, where, limit),
      rows: async (limit, offset) => loadExpenses(ctx, where, { limit, offset }),
      map: (rows) => rows,
    },
  );
}

export interface ProductTypeOption {
  id: number;
  name: string;
  isFood: boolean;
  isNegotiated: boolean;
}

/** The right pane's picker: the enabled product types by name. */
export function productTypeOptions({ db }: ServiceContext): Promise<ProductTypeOption[]> {
  return db
    .select({
      id: productTypes.id,
      name: productTypes.name,
      isFood: productTypes.isFood,
      isNegotiated: isNegotiatedSql().mapWith(Boolean),
    })
    .from(productTypes)
    .where(eq(productTypes.isEnabled, true))
    .orderBy(asc(productTypes.name), asc(productTypes.id))
    .limit(5_000);
}
