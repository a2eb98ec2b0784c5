import { addresses, suppliers } from "@tronc/db";
import { likeContains, PAGE_SIZES, type SupplierPaymentTerm, searchTerms } from "@tronc/domain";
import { and, asc, eq, like, not, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";

/** A card of 'Liste des fournisseurs' (and a row of the purchase picker, which reads id and name). */
export interface SupplierCard {
  id: number;
  name: string;
  city: string | null;
  postalCode: string | null;
  contactName: string | null;
  phone: string | null;
  siret: string | null;
  paymentMode: SupplierPaymentTerm;
  isActive: boolean;
}

export interface SupplierSearchParams {
  /** Name, SIRET, contact, e-mail, city or postal code; accent- and case-insensitive. */
  q?: string | undefined;
  /** SIRETs starting with these digits (spaces ignored). */
  siret?: string | undefined;
  /** true: active ones only; false: inactive ones only; absent: both. */
  active?: boolean | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function supplierListConditions(params: SupplierSearchParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [not(suppliers.isDraft)];
  for (const term of searchTerms(params.q ?? "")) {
    conditions.push(sql`${suppliers.searchText} like ${likeContains(term)}`);
  }
  const siretDigits = (params.siret ?? "").replace(/\D/g, "");
  if (siretDigits) conditions.push(like(suppliers.siret, `${siretDigits}%`));
  if (params.active !== undefined) conditions.push(eq(suppliers.isActive, params.active));
  return and(...conditions);
}

/**
 * Saved suppliers (never drafts), 120 a page; the picker asks up to 10 000 active ones. Sorted by the
 * search text, which starts with the accent-free lower-case name: 'Élec' comes before 'Traiteur'.
 */
export function searchSuppliers(
  { db }: ServiceContext,
  params: SupplierSearchParams,
): Promise<Page<SupplierCard>> {
  const where = supplierListConditions(params);
  return paginate(
    { page: params.page, pageSize: params.pageSize ?? PAGE_SIZES.suppliers },
    {
      count: (limit) => countUpTo(db, suppliers, where, limit),
      rows: (limit, offset) =>
        db
          .select({
            id: suppliers.id,
            name: suppliers.name,
            city: addresses.city,
            postalCode: addresses.postalCode,
            contactName: suppliers.contactName,
            phone: suppliers.phone,
            siret: suppliers.siret,
            paymentMode: suppliers.paymentMode,
            isActive: suppliers.isActive,
          })
          .from(suppliers)
          .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
          .where(where)
          .orderBy(asc(suppliers.searchText), asc(suppliers.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => rows,
    },
  );
}
