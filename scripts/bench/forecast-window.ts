import { seedDemo } from "@tronc/api";
import { createDb, type Db, migrate } from "@tronc/db";
import { addMonths, forecastWindowRange, monthStart, toParisDate } from "@tronc/domain";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { loadForecastWindow } from "../../apps/api/src/services/cash/forecast/window/load";
import { readCountOptions } from "./bench-options";
import { runBench, smokeDatabase } from "./smoke-mode";
import { benchUser, ensureDatabase, explainMs, load, percentile } from "./work-bench";

const help = `Mesure le chargement des 12 mois du prévisionnel (une requête) sur PostgreSQL : le service de
bout en bout, réponse JSON écrite, contre la somme des EXPLAIN ANALYZE de ses propres requêtes.

Usage : DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_forecast pnpm exec tsx scripts/bench/forecast-window.ts [options]

  --charges <N>    charges déployées sur 24 mois (12 passés réels, 12 à venir) (défaut 1000)
  --invoices <N>   factures client ouvertes et factures fournisseur à payer (défaut 300)
  --runs <N>       chargements mesurés (défaut 30)
  --warmup <N>     chargements de chauffe, non comptés (défaut 5) : un serveur répond avec un code déjà
                   compilé par le JIT, pas comme aux premiers appels d'un processus neuf
  --smoke          essai de la CI : une base neuve à part (supprimée à la fin), 20 charges,
                   10 factures, un chargement sans chauffe, objectif non jugé
  --help           cette aide

La base de DATABASE_URL est créée si elle n'existe pas (une base dédiée, jamais « test »).
Code de sortie : 0 objectif tenu (rapport p95 ≤ 1,5), 1 objectif manqué ou erreur, 2 paramètres.`;

const {
  smoke,
  baseUrl,
  counts: { charges: chargeCount, invoices: invoiceCount, runs, warmup },
} = readCountOptions(help, {
  charges: { smoke: 20, full: 1000 },
  invoices: { smoke: 10, full: 300 },
  runs: { smoke: 1, full: 30, min: 1 },
  warmup: { smoke: 0, full: 5 },
});

const BENCH_TITLE = "Charge de mesure";

/**
 * The volumes, written straight to the tables: `charges` charges of the bench (each split between the
 * group companies) with a line per month over the 12 past months (declared real) and the 12 to come,
 * a bank balance a year ago, `invoices` open customer invoices and as many supplier invoices to pay.
 */
async function ensureVolumes(raw: postgres.Sql, today: string) {
  const [{ n } = { n: 0 }] =
    await raw`select count(*)::int as n from charges where title like ${`${BENCH_TITLE}%`}`;
  if (n >= chargeCount) return;
  const first = addMonths(monthStart(today), -12);
  const companies = (await raw`select id from triangle_companies order by id`).map((row) => row.id as number);
  const parts = JSON.stringify(
    companies.map((companyId, index) => ({
      companyId,
      pct: index === 0 ? "50" : String(50 / (companies.length - 1)),
    })),
  );
  await raw.begin(async (tx) => {
    await tx`insert into charges (title, type, amount_cents, day_of_month, date_from, values_from, state, companies_parts)
      select ${BENCH_TITLE} || ' ' || g, (array['CHARGE_TYPE_RENT','CHARGE_TYPE_SALARIES','CHARGE_TYPE_TVA','CHARGE_TYPE_OTHER'])[1 + g % 4],
        -(1000 + g * 37 % 90000), 1 + g % 28, ${first}::date, ${first}::date, 'STATE_CHARGE_ACTIVE', ${parts}::text::jsonb
      from generate_series(${n + 1}::int, ${chargeCount}::int) g`;
    await tx`insert into forecast_items (title, amount_cents, forecast_amount_cents, forecast_day, real_day, charge_id, companies_parts)
      select c.title, c.amount_cents, case when d < ${today}::date then c.amount_cents end, d::date,
        case when d < ${today}::date then d::date end, c.id,
        (select jsonb_agg(jsonb_build_object('companyId', p->'companyId', 'pct', p->>'pct',
          'amountCents', round(c.amount_cents * (p->>'pct')::numeric / 100)::bigint)) from jsonb_array_elements(c.companies_parts) p)
      from charges c, generate_series(0, 23) m,
        lateral (select (date_trunc('month', ${first}::date) + make_interval(months => m) + make_interval(days => c.day_of_month - 1))::date as d) dd
      where c.title like ${`${BENCH_TITLE}%`} and not exists (select 1 from forecast_items f where f.charge_id = c.id)`;
    await tx`insert into forecast_bank_balances (date, amount_cents) values (${first}::date, 50000000) on conflict (date) do nothing`;
    const client = (await tx`select id from companies order by id limit 1`)[0]?.id as number;
    const supplier = (await tx`select id from suppliers order by id limit 1`)[0]?.id as number;
    await tx`insert into invoices (triangle_company_id, company_id, type, state, reference, invoice_date, eligible_at,
        total_ttc_cents, amount_left_cents)
      select ${companies[0] ?? 0}::int + g % ${companies.length}::int, ${client}::int, 'TYPE_SOLD', 'STATE_VALIDATED', 'FA-BENCH-' || g,
        ${today}::date - 60 + g % 400, ${today}::date - 30 + g % 400, 100000 + g, 100000 + g
      from generate_series(1, ${invoiceCount}::int) g`;
    await tx`insert into supplier_invoices (supplier_id, invoice_number, invoice_number_key, amount_cents, payment_at, amount_left_cents)
      select ${supplier}::int, 'FF-BENCH-' || g, 'FF-BENCH-' || g, 50000 + g, ${today}::date - 20 + g % 380, 50000 + g
      from generate_series(1, ${invoiceCount}::int) g`;
  });
  await raw`vacuum analyze`;
}

const smokeDb = smoke ? await smokeDatabase(baseUrl, "forecast_window") : null;
const url = smokeDb?.url ?? baseUrl;
await ensureDatabase(url);
const handle = await createDb({ url, max: 10 });
const raw = postgres(url, { max: 1, onnotice: () => {} });
const now = new Date();
const today = toParisDate(now);
/** Measures every case and says whether the target is met. */
async function measureAll(): Promise<boolean> {
  await migrate(handle);
  if (((await raw`select count(*)::int as n from users`)[0]?.n ?? 0) === 0) {
    console.log("Base vide : chargement de la démonstration…");
    await seedDemo(handle.db, now);
  }
  await ensureVolumes(raw, today);
  // The same service on a client that records its statements (a push per statement: nothing to weigh).
  const statements: { sql: string; params: unknown[] }[] = [];
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    connection: { plan_cache_mode: "force_custom_plan" },
  });
  const db = drizzle(client, {
    casing: "snake_case",
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Db;
  const ctx = { db, now, user: benchUser(1) };
  const range = forecastWindowRange(today);
  const lines = (
    await raw`select count(*)::int as n from forecast_items where forecast_day between ${range.from} and ${range.to} or real_day between ${range.from} and ${range.to}`
  )[0]?.n as number;
  for (let run = 0; run < warmup; run++) await loadForecastWindow(ctx, {});
  const service: number[] = [];
  const answer: number[] = [];
  const pg: number[] = [];
  let statementCount = 0;
  let answerLength = 0;
  for (let run = 0; run < runs; run++) {
    statements.length = 0;
    const started = performance.now();
    const wire = await loadForecastWindow(ctx, {});
    service.push(performance.now() - started);
    // What tRPC does before the first byte leaves: the answer as JSON text.
    answerLength = JSON.stringify({ result: { data: wire } }).length;
    answer.push(performance.now() - started);
    const ran = [...statements];
    statementCount = ran.length;
    let postgresMs = 0;
    for (const statement of ran) postgresMs += await explainMs(raw, statement);
    pg.push(postgresMs);
  }
  await client.end();
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const ratio = (times: number[], p: number) => percentile(times, p) / percentile(pg, p);
  const ratio95 = ratio(answer, 95);
  console.log(
    `\nPrévisionnel 12 mois — ${chargeCount} charges, ${lines.toLocaleString("fr-FR")} lignes dans la fenêtre, ${invoiceCount} factures ouvertes et ${invoiceCount} factures fournisseur ; ${statementCount} requêtes par chargement ; ${runs} chargements après ${warmup} de chauffe (charge : ${load()})`,
  );
  const megabytes = (answerLength / 1e6).toLocaleString("fr-FR", { maximumFractionDigits: 2 });
  const row = (label: string, figures: string) => console.log(`  ${label.padEnd(42)}: ${figures}`);
  const times = (values: number[]) =>
    `p50 ${fmt(percentile(values, 50))}  p95 ${fmt(percentile(values, 95))}`;
  row("service (requêtes et réponse)", times(service));
  row(`service + réponse JSON (${megabytes} Mo)`, times(answer));
  row("PostgreSQL (somme EXPLAIN ANALYZE)", times(pg));
  row(
    "rapport service + JSON / PostgreSQL",
    `p50 ${ratio(answer, 50).toFixed(2)}  p95 ${ratio95.toFixed(2)}  (objectif ≤ 1,5 ; service seul : p95 ${ratio(service, 95).toFixed(2)})`,
  );
  return ratio95 <= 1.5;
}

await runBench({
  smoke,
  measure: measureAll,
  cleanups: [() => raw.end(), () => handle.close(), async () => smokeDb?.drop()],
});
