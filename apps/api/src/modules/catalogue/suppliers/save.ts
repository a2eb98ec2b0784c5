import { addresses, supplierProductTypes, suppliers } from "@tronc/db";
import {
  decimalToString,
  domainError,
  type SupplierInput,
  supplierDraftPurgeBefore,
  supplierSearchText,
  toDecimal,
  validateSupplier,
} from "@tronc/domain";
import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import { type AddressInput, normalizeAddress, saveAddress } from "../../../services/shared/addresses";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { type VersionedEntity, versionedUpdate } from "../../../services/shared/versioned-update";
import { getSupplierSheet, type SupplierSheet } from "./views";

/** The supplier as a versioned record: 'Ce fournisseur', 'supplier' in the audit log. */
const SUPPLIER_RECORD: VersionedEntity<typeof suppliers> = {
  table: suppliers,
  kind: "supplier",
  audit: "supplier",
};

/** Suppliers' addresses are in France (document 2 §5 'Address autocomplete'). */
const SUPPLIER_ADDRESS_AREA = "france";

/**
 * 'Ajouter un fournisseur': an empty draft (name '', isDraft) whose edit screen opens next. Drafts
 * abandoned more than 24 hours ago that nothing references are removed first, in the same transaction.
 */
export function createSupplierDraft(ctx: ServiceContext): Promise<SupplierSheet> {
  return inTransaction(ctx, async ({ db: tx, user }) => {
    const offers = tx
      .select({ id: supplierProductTypes.id })
      .from(supplierProductTypes)
      .where(eq(supplierProductTypes.supplierId, suppliers.id));
    const purged = await tx
      .delete(suppliers)
      .where(
        and(
          eq(suppliers.isDraft, true),
          lt(suppliers.createdAt, supplierDraftPurgeBefore(ctx.now)),
          notExists(offers),
        ),
      )
      .returning({ addressId: suppliers.addressId });
    const addressIds = purged.flatMap((row) => (row.addressId === null ? [] : [row.addressId]));
    if (addressIds.length > 0) await tx.delete(addresses).where(inArray(addresses.id, addressIds));
    const [row] = await tx
      .insert(suppliers)
      .values({ name: "", isDraft: true, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: suppliers.id });
    if (!row) throw new Error("supplier insert returned nothing");
    return getSupplierSheet(tx, user, row.id);
  });
}

/** The fields of a save; an absent one keeps its saved value, null clears it (the Hydra null policy). */
export interface SupplierSave extends SupplierInput {
  id: number;
  version: number;
  address?: AddressInput | null | undefined;
}

const keep = <T>(sent: T | undefined, saved: T): T => (sent === undefined ? saved : sent);

/**
 * 'Enregistrer' on the edit screen: the whole supplier is checked as it will be saved (name, SIRET and
 * address required); the first valid save of a draft makes it a supplier like the others.
 */
export function updateSupplier(
  ctx: ServiceContext,
  { id, version, address, ...sent }: SupplierSave,
): Promise<SupplierSheet> {
  // Checked before the transaction: a wrong postal code or a missing city is refused at once.
  const place = address ? normalizeAddress(address, SUPPLIER_ADDRESS_AREA) : null;
  return inTransaction(ctx, async (txCtx) => {
    const { db: tx, user } = txCtx;
    const [saved] = await tx
      .select({ supplier: suppliers, city: addresses.city, postalCode: addresses.postalCode })
      .from(suppliers)
      .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
      .where(eq(suppliers.id, id))
      .for("update", { of: suppliers });
    if (!saved) throw domainError("SUPPLIER_NOT_FOUND", "notFound");
    const current = saved.supplier;
    const fields = validateSupplier({
      name: keep(sent.name, current.name),
      phone: keep(sent.phone, current.phone),
      email: keep(sent.email, current.email),
      siret: keep(sent.siret, current.siret),
      contactName: keep(sent.contactName, current.contactName),
      contactMail: keep(sent.contactMail, current.contactMail),
      contactPhone: keep(sent.contactPhone, current.contactPhone),
      paymentMode: keep(sent.paymentMode, current.paymentMode),
      advancePercent: keep(sent.advancePercent, current.advancePercent),
      note: keep(sent.note, current.note),
      isActive: keep(sent.isActive, current.isActive),
    });
    if (address === null || (address === undefined && current.addressId === null)) {
      throw domainError("SUPPLIER_ADDRESS_REQUIRED", "invalid", {}, { field: "address" });
    }
    const addressId = address
      ? await saveAddress(tx, current.addressId, address, SUPPLIER_ADDRESS_AREA)
      : current.addressId;
    const town = place ?? { city: saved.city, postalCode: saved.postalCode };
    await versionedUpdate(txCtx, SUPPLIER_RECORD, {
      id,
      version,
      values: {
        ...fields,
        addressId,
        isDraft: false,
        searchText: supplierSearchText({ ...fields, city: town.city, postalCode: town.postalCode }),
      },
      before: { ...current, advancePercent: decimalToString(toDecimal(current.advancePercent)) },
      audited: Object.keys(fields),
    });
    return getSupplierSheet(tx, user, id);
  });
}
