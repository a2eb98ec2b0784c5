import { productTypes, supplierProductTypes, suppliers } from "@tronc/db";
import { likeContains, PAGE_SIZES, searchTerms } from "@tronc/domain";
import { and, asc, eq, exists, like, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import { type ProductTypeCard, productTypeColumns, toCards } from "./views";

export interface ProductTypeSearchParams {
  /** Name or description; accent- and case-insensitive. */
  q?: string | undefined;
  /** Include the disabled types ('Afficher les produits désactivés'). */
  showAll?: boolean | undefined;
  /** Only enabled (true) or only disabled (false) types; wins over showAll. */
  isEnabled?: boolean | undefined;
  /** Types offered by this supplier. */
  supplierId?: number | undefined;
  /** Types offered by a supplier whose SIRET starts with these digits. */
  siret?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

function offeredBy(ctx: ServiceContext, supplierCondition: SQL): SQL {
  return exists(
    ctx.db
      .select({ one: sql`1` })
      .from(supplierProductTypes)
      .innerJoin(suppliers, eq(suppliers.id, supplierProductTypes.supplierId))
      .where(and(eq(supplierProductTypes.productTypeId, productTypes.id), supplierCondition)),
  );
}

function conditions(ctx: ServiceContext, params: ProductTypeSearchParams): SQL | undefined {
  const terms = searchTerms(params.q ?? "");
  const parts: (SQL | undefined)[] = terms.map(
    (term): SQL => sql`${productTypes.searchText} like ${likeContains(term)}`,
  );
  if (params.isEnabled !== undefined) parts.push(eq(productTypes.isEnabled, params.isEnabled));
  else if (!params.showAll) parts.push(eq(productTypes.isEnabled, true));
  if (params.supplierId !== undefined) parts.push(offeredBy(ctx, eq(suppliers.id, params.supplierId)));
  if (params.siret?.trim()) {
    // Spaces typed in a SIRET are ignored; a SIRET without a digit matches no supplier.
    const digits = params.siret.replace(/\D/g, "");
    parts.push(digits ? offeredBy(ctx, like(suppliers.siret, `${digits}%`)) : sql`false`);
  }
  return and(...parts);
}

/** 'Liste des Produits': enabled types by name (all with showAll), 120 per page. */
export function searchProductTypes(
  ctx: ServiceContext,
  params: ProductTypeSearchParams,
): Promise<Page<ProductTypeCard>> {
  const where = conditions(ctx, params);
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.productTypes },
    {
      count: (limit) => countUpTo(ctx.db, productTypes, where, limit),
      rows: (limit, offset) =>
        ctx.db
          .select(productTypeColumns)
          .from(productTypes)
          .where(where)
          .orderBy(asc(productTypes.name), asc(productTypes.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => toCards(ctx, rows),
    },
  );
}
