import { addresses, type DbOrTx, productTypes, supplierProductTypes, suppliers } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canDeleteSupplier,
  canEditSupplier,
  decimalToString,
  domainError,
  type SupplierActor,
  type SupplierPaymentTerm,
  supplierAdvanceValue,
  toDecimal,
  type Unity,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { type AddressView, toAddressView } from "../../../services/shared/addresses";
import type { ServiceContext } from "../../../services/shared/context";

/** A product type the supplier sells (a row of supplier_product_types with its product type). */
export interface SupplierOfferView {
  /** The offer's id (supplier_product_types). */
  id: number;
  productTypeId: number;
  name: string;
  isFood: boolean;
  priceHtCents: Cents;
  unity: Unity;
  /** Days, a numeric string ('3', '0.5'). */
  deliveryDays: string;
}

/** 'Fiche fournisseur' and its edit screen. */
export interface SupplierSheet {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  siret: string | null;
  contactName: string | null;
  contactMail: string | null;
  contactPhone: string | null;
  address: AddressView | null;
  paymentMode: SupplierPaymentTerm;
  /** Percent as a plain decimal string ('30', '12.5'). */
  advancePercent: string;
  note: string | null;
  isActive: boolean;
  /** Created from the list and never saved yet: 'Nouveau fournisseur'. */
  isDraft: boolean;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  products: SupplierOfferView[];
  canEdit: boolean;
  canDelete: boolean;
}

export async function offersOfSupplier(db: DbOrTx, supplierId: number): Promise<SupplierOfferView[]> {
  const rows = await db
    .select({
      id: supplierProductTypes.id,
      productTypeId: productTypes.id,
      name: productTypes.name,
      isFood: productTypes.isFood,
      priceHtCents: supplierProductTypes.priceHtCents,
      unity: supplierProductTypes.unity,
      deliveryDays: supplierProductTypes.deliveryDays,
    })
    .from(supplierProductTypes)
    .innerJoin(productTypes, eq(productTypes.id, supplierProductTypes.productTypeId))
    .where(eq(supplierProductTypes.supplierId, supplierId))
    .orderBy(asc(productTypes.name), asc(supplierProductTypes.id));
  return rows.map((row) => ({ ...row, deliveryDays: decimalToString(toDecimal(row.deliveryDays)) }));
}

export async function getSupplierSheet(db: DbOrTx, actor: SupplierActor, id: number): Promise<SupplierSheet> {
  const [row] = await db
    .select({ supplier: suppliers, address: addresses })
    .from(suppliers)
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(eq(suppliers.id, id));
  if (!row) throw domainError("SUPPLIER_NOT_FOUND", "notFound");
  const { supplier } = row;
  return {
    id: supplier.id,
    name: supplier.name,
    phone: supplier.phone,
    email: supplier.email,
    siret: supplier.siret,
    contactName: supplier.contactName,
    contactMail: supplier.contactMail,
    contactPhone: supplier.contactPhone,
    address: row.address ? toAddressView(row.address) : null,
    paymentMode: supplier.paymentMode,
    advancePercent: supplierAdvanceValue(supplier.advancePercent),
    note: supplier.note,
    isActive: supplier.isActive,
    isDraft: supplier.isDraft,
    version: supplier.version,
    products: await offersOfSupplier(db, id),
    canEdit: canEditSupplier(actor),
    canDelete: canDeleteSupplier(actor, supplier),
  };
}

/** 'Fiche fournisseur' (a draft too: its edit screen reads it). */
export function getSupplier({ db, user }: ServiceContext, { id }: { id: number }): Promise<SupplierSheet> {
  return getSupplierSheet(db, user, id);
}
