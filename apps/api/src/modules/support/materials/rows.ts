import { type DbOrTx, materials, triangleCompanies, users } from "@tronc/db";
import {
  domainError,
  isMaterialType,
  MATERIAL_TYPE_LABELS,
  type MaterialType,
  type MaterialValues,
  type SavedMaterial,
} from "@tronc/domain";
import { eq, inArray } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { MaterialListItem, MaterialView } from "./views";

export type MaterialRow = typeof materials.$inferSelect;

export async function findMaterial(db: DbOrTx, id: number, lock = false): Promise<MaterialRow> {
  const query = db.select().from(materials).where(eq(materials.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw domainError("MATERIAL_NOT_FOUND", "notFound");
  return row;
}

export function materialTypeOf(row: MaterialRow): MaterialType {
  if (!isMaterialType(row.type)) throw new Error(`material ${row.id} has an unknown type ${row.type}`);
  return row.type;
}

/** What the domain compares a save with: the stored columns and which codes are set. */
export function savedMaterial(row: MaterialRow): SavedMaterial {
  const values: MaterialValues = {
    triangleOwnerId: row.triangleOwnerId,
    ownerUserId: row.ownerUserId,
    name: row.name,
    brand: row.brand,
    model: row.model,
    buyAt: row.buyAt,
    note: row.note,
    isActive: row.isActive,
    phoneNumber: row.phoneNumber,
    imei1: row.imei1,
    imei2: row.imei2,
    googleAccount: row.googleAccount,
    numberPlate: row.numberPlate,
    computer: row.computer,
    screen: row.screen,
    scanner1: row.scanner1,
    scanner2: row.scanner2,
    printer: row.printer,
    location: row.location,
    rustdeskId: row.rustdeskId,
  };
  return { values, secretsSet: secretsSetOf(row) };
}

export function secretsSetOf(row: MaterialRow): MaterialView["secretsSet"] {
  return {
    phonePassword: row.phonePasswordSecret !== null,
    pinCode: row.pinCodeSecret !== null,
    googlePassword: row.googlePasswordSecret !== null,
    rustdeskPass: row.rustdeskPassSecret !== null,
  };
}

interface Names {
  companies: Map<number, string>;
  owners: Map<number, string>;
}

/** The group companies' and holders' names of some rows, in two queries. */
export async function namesOf(db: DbOrTx, rows: readonly MaterialRow[]): Promise<Names> {
  const companyIds = [...new Set(rows.map((row) => row.triangleOwnerId))];
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerUserId === null ? [] : [row.ownerUserId])))];
  const [companyRows, ownerRows] = await Promise.all([
    companyIds.length === 0
      ? []
      : db
          .select({ id: triangleCompanies.id, name: triangleCompanies.name })
          .from(triangleCompanies)
          .where(inArray(triangleCompanies.id, companyIds)),
    ownerIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, ownerIds)),
  ]);
  return {
    companies: new Map(companyRows.map((row) => [row.id, row.name])),
    owners: new Map(ownerRows.map((row) => [row.id, fullname(row)])),
  };
}

export function listItemOf(row: MaterialRow, names: Names): MaterialListItem {
  const type = materialTypeOf(row);
  const ownerName = row.ownerUserId === null ? undefined : names.owners.get(row.ownerUserId);
  return {
    id: row.id,
    type,
    typeLabel: MATERIAL_TYPE_LABELS[type],
    name: row.name,
    brand: row.brand,
    model: row.model,
    buyAt: row.buyAt,
    isActive: row.isActive,
    triangleOwner: { id: row.triangleOwnerId, name: names.companies.get(row.triangleOwnerId) ?? "" },
    owner:
      row.ownerUserId !== null && ownerName !== undefined
        ? { id: row.ownerUserId, fullname: ownerName }
        : null,
    phoneNumber: row.phoneNumber,
    imei1: row.imei1,
    numberPlate: row.numberPlate,
    location: row.location,
  };
}

export function viewOf(row: MaterialRow, names: Names): MaterialView {
  return {
    ...listItemOf(row, names),
    note: row.note,
    imei2: row.imei2,
    googleAccount: row.googleAccount,
    computer: row.computer,
    screen: row.screen,
    scanner1: row.scanner1,
    scanner2: row.scanner2,
    printer: row.printer,
    rustdeskId: row.rustdeskId,
    secretsSet: secretsSetOf(row),
    version: row.version,
  };
}

export async function materialViewOf(db: DbOrTx, row: MaterialRow): Promise<MaterialView> {
  return viewOf(row, await namesOf(db, [row]));
}
