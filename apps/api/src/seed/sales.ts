import { triangleCompanies } from "@tronc/db";
import { eq } from "drizzle-orm";
import type { DemoSeeder } from "./demo";
import { generateLeads } from "./generate-leads";

export const DEMO_LEAD_COUNT = 42;

/**
 * A few dozen recent leads in every status and level (trash included), with their contact forms,
 * projects, calls and callbacks (some today, some overdue), and client companies with contacts and
 * 'Client de' links. Batched inserts through the generator: it costs every test file a few ms only.
 */
export const seedSales: DemoSeeder = async (db, now, core) => {
  const active = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.isActive, true));
  await generateLeads(db, {
    count: DEMO_LEAD_COUNT,
    now,
    userIds: [core.userIds.chef, core.userIds.user, core.userIds.admin],
    triangleCompanyIds: active.map((company) => company.id),
    seed: 7,
    demo: true,
  });
  return core;
};
