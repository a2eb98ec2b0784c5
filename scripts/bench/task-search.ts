import { generationActors, work } from "@tronc/api";
import { createDb, migrate } from "@tronc/db";
import { OPEN_TASK_STATES, type TaskState } from "@tronc/domain";
import postgres from "postgres";
import { runBench, smokeDatabase } from "./smoke-mode";
import { benchUser, ensureDatabase, ensureWorkVolumes, measure, readWorkBenchOptions } from "./work-bench";

const help = `Mesure la recherche de tâches (texte + filtres, page 1 et total) sur PostgreSQL : le service contre
la somme des EXPLAIN ANALYZE de ses requêtes.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_work pnpm exec tsx scripts/bench/task-search.ts [options]

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

/** What staff type: a word of a task, project or client name, often with their own user and open states. */
const WORDS = [
  "preparer",
  "salle",
  "badges",
  "materiel",
  "quiz",
  "recette",
  "formation",
  "seminaire",
  "martin",
  "dupont",
  "livrer sal",
  "valider le devis",
];

function cases(count: number, userIds: number[], typeIds: number[]): work.TaskSearchParams[] {
  return Array.from({ length: count }, (_, rank) => {
    const params: work.TaskSearchParams = { q: WORDS[rank % WORDS.length], page: 1, pageSize: 50 };
    if (rank % 2 === 0) params.userId = userIds[rank % userIds.length];
    if (rank % 3 !== 2) params.states = [...OPEN_TASK_STATES] as TaskState[];
    if (rank % 5 === 0) params.late = true;
    if (rank % 7 === 0) params.taskTypeId = typeIds[rank % typeIds.length];
    return params;
  });
}

const smokeDb = smoke ? await smokeDatabase(baseUrl, "task_search") : null;
const url = smokeDb?.url ?? baseUrl;
await ensureDatabase(url);
const handle = await createDb({ url, max: 10 });
const raw = postgres(url, { max: 1, onnotice: () => {} });
/** Measures every case and says whether the target is met. */
async function measureAll(): Promise<boolean> {
  await migrate(handle);
  const volumes = await ensureWorkVolumes(handle, raw, { tasks, timeEntries });
  const actors = await generationActors(handle.db);
  const typeIds = (await raw`select id from task_types order by id`).map((row) => row.id as number);
  const now = new Date();
  const userId = actors.userIds[0] ?? 0;
  const ctx = { db: handle.db, now, user: benchUser(userId) };
  const ok = await measure({
    title: `Recherche de tâches — ${volumes.tasks.toLocaleString("fr-FR")} tâches`,
    cases: cases(runs, actors.userIds, typeIds),
    warmup,
    run: (params) => work.searchTasks(ctx, params),
    statements: (params) => work.taskSearchStatements(handle.db, params, now),
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
