import {
  addresses,
  auditLog,
  companies,
  companyContacts,
  contactForms,
  type Db,
  leadCalls,
  leads,
  projects,
  triangleCustomers,
} from "@tronc/db";
import { count } from "drizzle-orm";
import type { AppCaller } from "../../src/trpc/caller";
import type { TestApp } from "../helpers";

/** Row counts of the sales tables: bad input must leave every one unchanged. */
export async function salesRowCounts(db: Db) {
  const tables = {
    addresses,
    auditLog,
    companies,
    companyContacts,
    contactForms,
    leadCalls,
    leads,
    projects,
    triangleCustomers,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A valid two-step lead creation for the first demo group company (typed company and contact). */
export function newLeadInput(
  t: TestApp,
  overrides: { subject?: string; name?: string; phone?: string | null } = {},
) {
  const groupId = t.demo.companyIds[0] ?? 1;
  return {
    requester: {
      companyName: "Boulangerie Lefèvre",
      name: overrides.name ?? "Hélène Dupré",
      phone: overrides.phone === undefined ? "06 12 34 56 78" : overrides.phone,
      email: "helene.dupre@boulangerie-lefevre.fr",
    },
    subject: overrides.subject ?? "Séminaire d'équipe à Annecy",
    source: "Site internet",
    triangleCompanyId: groupId,
    sourceTriangleCompanyId: groupId,
    message: "Bonjour, nous souhaitons un séminaire pour 40 personnes en juin.",
  };
}

export async function createLeadAs(
  caller: AppCaller,
  t: TestApp,
  overrides: Parameters<typeof newLeadInput>[1] = {},
) {
  return caller.lead.create(newLeadInput(t, overrides));
}

/** A new client company as the conversion modal sends it. */
export const newCompany = (overrides: Record<string, unknown> = {}) => ({
  name: "Boulangerie Lefèvre",
  siret: "732 829 320 00074",
  activitySector: "Agroalimentaire",
  companySize: "12",
  address: {
    address: "12 rue de la République",
    postalCode: "69002",
    city: "Lyon",
    latitude: 45.7578,
    longitude: 4.832,
  },
  ...overrides,
});

export const newContact = (overrides: Record<string, unknown> = {}) => ({
  name: "Hélène Dupré",
  email: "helene.dupre@boulangerie-lefevre.fr",
  phone: "06 12 34 56 78",
  ...overrides,
});

/** Expects a tRPC call to fail with this French message (and optionally this HTTP-like code). */
export async function rejection(promise: Promise<unknown>): Promise<{ message: string; code: string }> {
  try {
    await promise;
  } catch (error) {
    const { message, code } = error as { message: string; code: string };
    return { message, code };
  }
  throw new Error("the call was expected to fail");
}

/** lead.update on the version the lead has now: what a screen opened just before the save sends. */
export async function updateLeadNow(
  caller: AppCaller,
  input: Omit<Parameters<AppCaller["lead"]["update"]>[0], "version">,
) {
  const { version } = await caller.lead.get({ id: input.id });
  return caller.lead.update({ ...input, version });
}
