import type { Db } from "@tronc/db";
import type { FileStorage } from "../files/storage/storage";
import { moduleDemoSeeders } from "../modules";
import { seedAlerts } from "./alerts";
import { seedCatalogue } from "./catalogue";
import { type DemoCore, type DemoSeeder, seedCore } from "./demo";
import { seedForecast } from "./forecast";
import { seedInvoicing } from "./invoicing";
import { seedLeave } from "./leave";
import { materialsSeeder } from "./materials";
import { seedMoneyIn } from "./money-in";
import { moneyOutSeeder } from "./money-out";
import { seedProposals } from "./proposals";
import { seedSales } from "./sales";
import { tutorialsSeeder } from "./tutorials";
import { seedWork } from "./work";

/** The demo data, in order: each seeder builds on the core the first one returns. */
export const demoSeeders: readonly DemoSeeder[] = [
  seedCore,
  seedLeave,
  seedSales,
  seedCatalogue,
  seedWork,
  seedProposals,
  seedInvoicing,
  seedMoneyIn,
];

const emptyCore: DemoCore = { companyIds: [], userIds: { admin: 0, compta: 0, chef: 0, user: 0 } };

/**
 * `now` comes from the caller (the process entry or a test), never read here; so does `storage`, where
 * the demo's uploaded PDFs and videos go (the app's FILES_DIR; without it, a directory of their own),
 * and `secretsKey`, which seals the demo materials' access codes (without it they have none).
 */
export async function seedDemo(
  db: Db,
  now: Date,
  storage?: FileStorage,
  secretsKey?: Buffer,
): Promise<DemoCore> {
  let core = emptyCore;
  const steps = [
    ...demoSeeders,
    moneyOutSeeder(storage),
    seedForecast,
    materialsSeeder(secretsKey),
    tutorialsSeeder(storage),
    seedAlerts,
    ...moduleDemoSeeders,
  ];
  for (const seeder of steps) core = await seeder(db, now, core);
  return core;
}

export { DEMO_PASSWORD, type DemoCore, demoLogins, isDatabaseEmpty } from "./demo";
export { generationActors } from "./generate-companies";
export { type GenerateLeadsOptions, type GenerateLeadsResult, generateLeads } from "./generate-leads";
export { type GenerateWorkOptions, type GenerateWorkResult, generateWork } from "./generate-work";
