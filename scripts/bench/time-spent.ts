import { generationActors, work } from "@tronc/api";
import { createDb, migrate } from "@tronc/db";
import { addDays, addMonths, toParisDate } from "@tronc/domain";
import postgres from "postgres";
import { runBench, smokeDatabase } from "./smoke-mode";
import { benchUser, ensureDatabase, ensureWorkVolumes, measure, readWorkBenchOptions } from "./work-bench";

const help = `Mesure la liste « Temps passé » (filtres, page 1, nombre et total des heures) sur PostgreSQL : le
service contre la somme des EXPLAIN ANALYZE de ses requêtes.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_work pnpm exec tsx scripts/bench/time-spent.ts [options]

  --tasks <N>         tâches attendues dans la base ; les manquantes sont générées (défaut 100000)
  --time-entries <N>  temps passés attendus (défaut 300000)
  --runs <N>          recherches mesurées (défaut 200)
  --warmup <N>        passes de chauffe non comptées (défaut 1)
  --smoke             essai de la CI : une base neuve à part (supprimée à la fin), 60 tâches,
                      250 temps passés, 5 recherches sans chauffe, objectif non jugé
  --help              cette aide

La base de DATABASE_URL est créée si elle n'existe pas (une base dédiée, jamais « test »).
Code de sortie : 0 objectif tenu (rapport p95 ≤ 1,5), 1 objectif manqué ou erreur, 2 paramètres.`;

const { smoke, baseUrl, tasks, timeEntries, runs, warmup } = readWorkBenchOptions(help);

/** The screen's uses: a month or a quarter, for oneself or a few people, sometimes a client or project. */
function cases(
  count: number,
  today: string,
  userIds: number[],
  clientIds: number[],
  projectIds: number[],
): work.TimeEntrySearchParams[] {
  return Array.from({ length: count }, (_, rank) => {
    const span = [1, 3, 12][rank % 3] ?? 1;
    const to = addDays(today, -((rank * 17) % 300));
    const params: work.TimeEntrySearchParams = { from: addMonths(to, -span), to, page: 1, pageSize: 50 };
    if (rank % 2 === 0) params.userIds = [userIds[rank % userIds.length] ?? 0];
    if (rank % 5 === 1) params.companyId = clientIds[rank % clientIds.length];
    if (rank % 7 === 3) params.projectIds = [projectIds[rank % projectIds.length] ?? 0];
    return params;
  });
}

const smokeDb = smoke ? await smokeDatabase(baseUrl, "time_spent") : null;
const url = smokeDb?.url ?? baseUrl;
await ensureDatabase(url);
const handle = await createDb({ url, max: 10 });
const raw = postgres(url, { max: 1, onnotice: () => {} });
/** Measures every case and says whether the target is met. */
async function measureAll(): Promise<boolean> {
  await migrate(handle);
  const volumes = await ensureWorkVolumes(handle, raw, { tasks, timeEntries });
  const actors = await generationActors(handle.db);
  const clientIds = (
    await raw`select distinct company_id as id from time_entries where company_id is not null limit 200`
  ).map((row) => row.id as number);
  const projectIds = (
    await raw`select distinct project_id as id from time_entries where project_id is not null limit 200`
  ).map((row) => row.id as number);
  const now = new Date();
  const userId = actors.userIds[0] ?? 0;
  const ctx = { db: handle.db, now, user: benchUser(userId) };
  const ok = await measure({
    title: `Temps passé — ${volumes.timeEntries.toLocaleString("fr-FR")} saisies`,
    cases: cases(runs, toParisDate(now), actors.userIds, clientIds, projectIds),
    warmup,
    run: (params) => work.searchTimeEntries(ctx, params),
    statements: (params) => work.timeEntryStatements(handle.db, params),
    raw,
    maxRatio: 1.5,
  });
  return ok;
}

await runBench({
  smoke,
  measure: measureAll,
  cleanups: [() => raw.end(), () => handle.close(), async () => smokeDb?.drop()],
});
