import { auditLog, materials, projectMaterials } from "@tronc/db";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loadSessionUser } from "../../src/auth/session-user";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import type { MaterialCreateInput } from "../../src/modules/support/materials/contract";
import { REVEAL_AUDIT } from "../../src/modules/support/materials/reveal";
import { buildServer } from "../../src/server";
import type { AppCaller } from "../../src/trpc/caller";
import type { DemoUser, TestApp } from "../helpers";

/** A fixed test key (32 bytes); the app's own comes from SECRETS_KEY or DATA_DIR/secrets.key. */
export const TEST_KEY = Buffer.alloc(32, 7);
export const OTHER_KEY = Buffer.alloc(32, 9);

/** Two IMEIs with a valid Luhn digit (35-209900-176148-1, 49-015420-323751-8) and one more. */
export const IMEI_A = "352099001761481";
export const IMEI_B = "490154203237518";
export const IMEI_C = "356938035643809";

/** A tRPC caller acting as a demo user on a server that has (or lacks) the secrets key. */
export async function keyedCaller(
  t: TestApp,
  who: DemoUser,
  /** null: a server started without a key. */
  secretsKey: Buffer | null = TEST_KEY,
): Promise<AppCaller> {
  const user = await loadSessionUser(t.handle.db, t.demo.userIds[who]);
  return t.callerFor({
    db: t.handle.db,
    storage: localFolderStorage(t.filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
    now: () => new Date(),
    user,
    ...(secretsKey ? { secretsKey } : {}),
  });
}

/** A second server on the test app's database with the secrets key (sessions are shared through the db). */
export async function keyedServer(t: TestApp, secretsKey = TEST_KEY): Promise<FastifyInstance> {
  return buildServer({
    db: t.handle.db,
    storage: localFolderStorage(t.filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
    modules: t.modules,
    secretsKey,
  });
}

/** Starts each file from an empty register, whatever the demo template holds. */
export async function clearMaterials(t: TestApp) {
  await t.handle.db.delete(projectMaterials);
  await t.handle.db.delete(materials);
  await t.handle.db.delete(auditLog).where(eq(auditLog.entityType, "material"));
}

export async function materialCount(t: TestApp): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(materials);
  return row?.n ?? 0;
}

export async function revealAuditCount(t: TestApp): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, REVEAL_AUDIT.entityType), eq(auditLog.field, REVEAL_AUDIT.field)));
  return row?.n ?? 0;
}

export function phoneInput(t: TestApp, overrides: Partial<MaterialCreateInput> = {}): MaterialCreateInput {
  return {
    type: "phone",
    triangleOwnerId: t.demo.companyIds[0] ?? 0,
    brand: "Samsung",
    model: "Galaxy A54",
    buyAt: "2025-09-15",
    phoneNumber: "06 12 34 56 78",
    imei1: IMEI_A,
    googleAccount: "tel.lyon@triangle.test",
    secrets: { phonePassword: "motdepasse-1234", googlePassword: "g00gle-secret" },
    ...overrides,
  };
}

export function vehicleInput(t: TestApp, overrides: Partial<MaterialCreateInput> = {}): MaterialCreateInput {
  return {
    type: "vehicule",
    triangleOwnerId: t.demo.companyIds[1] ?? 0,
    brand: "Renault",
    model: "Kangoo",
    buyAt: "2024-03-01",
    numberPlate: "fg-456-hj",
    ...overrides,
  };
}

export function animatosInput(t: TestApp, overrides: Partial<MaterialCreateInput> = {}): MaterialCreateInput {
  return {
    type: "animatos",
    triangleOwnerId: t.demo.companyIds[2] ?? 0,
    name: "Borne salon",
    model: "Kiosk v2",
    buyAt: "2025-01-10",
    screen: "43 pouces",
    location: "Entrepôt",
    ...overrides,
  };
}

/** Every key of a JSON answer, at any depth. */
export function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysDeep(inner, into);
    }
  }
  return into;
}

/** The plain codes a test saved: none may ever appear in an answer's text. */
export const PLAIN_CODES = ["motdepasse-1234", "g00gle-secret", "0000-pin", "rustdesk-pass"];
