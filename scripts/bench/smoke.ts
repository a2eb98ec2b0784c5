/**
 * pnpm bench:smoke: every bench once on tiny data (its --smoke), two at a time, as CI runs them. A bench
 * that breaks fails the run; its figures on tiny data are printed, never judged. Each bench's output is
 * printed when it ends, then a summary: each bench's duration and status, and the run's total.
 *
 * Usage : pnpm bench:smoke [<banc> …]   (sans nom : tous ; DATABASE_URL obligatoire)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dropStaleSmokeDatabases, prepareSmokeDemo, SMOKE_TEMPLATE_ENV } from "./smoke-mode";

export interface SmokeBench {
  /** Its file in scripts/bench/. */
  file: string;
  args: string[];
  /** It does not start from the demo: it need not wait for the runner's demo database. */
  withoutDemo?: boolean;
}

/**
 * Every bench, the longest first (two run side by side: the short ones fill in at the end); the first
 * two need no demo, so they run while the runner prepares it.
 */
export const SMOKE_BENCHES: SmokeBench[] = [
  { file: "start-up.ts", args: ["--smoke"], withoutDemo: true },
  { file: "static-files.ts", args: ["--smoke"], withoutDemo: true },
  { file: "first-paint.ts", args: ["--smoke"] },
  { file: "search-box-screen.ts", args: ["--smoke"] },
  { file: "quotation-pdf.ts", args: ["--smoke"] },
  { file: "invoice-pdf.ts", args: ["--smoke"] },
  { file: "invoice-zip.ts", args: ["--smoke"] },
  { file: "lead-export.ts", args: ["--smoke"] },
  { file: "signed-in-request.ts", args: ["--smoke"] },
  { file: "lead-search.ts", args: ["--smoke"] },
  { file: "forecast-window.ts", args: ["--smoke"] },
  { file: "task-search.ts", args: ["--smoke"] },
  { file: "global-search.ts", args: ["--smoke"] },
  { file: "time-spent.ts", args: ["--smoke"] },
  { file: "invoice-list.ts", args: ["--smoke"] },
  { file: "forecast-rollout.ts", args: ["--smoke"], withoutDemo: true },
  { file: "job-pickup.ts", args: ["--smoke"], withoutDemo: true },
  { file: "storage.ts", args: ["--smoke"], withoutDemo: true },
];

/** The files of scripts/bench/ that are not benches: what the benches share, and this runner. */
export const NOT_BENCHES: Record<string, string> = {
  "bench-options.ts": "the benches' whole-number options, --smoke and --help",
  "browser-bench.ts": "the browser benches' Chromium, server of a web build and signed-in page",
  "invoice-volumes.ts": "the invoice list's generated invoices",
  "lead-export-before.ts": "the lead export before issue 9",
  "lead-search-before.ts": "the lead search before the count cap",
  "lead-search-cases.ts": "the lead searches measured, percentiles",
  "lead-search-http.ts": "the lead search over HTTP",
  "lead-search-variants.ts": "the lead lists by variant",
  "pdf-vs-bare.ts": "the PDF benches' options and side-by-side measure",
  "signed-in-request-before.ts": "the request context before the hardening issue",
  "smoke-mode.ts": "the benches' --smoke mode: its verdict, its own database",
  "smoke.ts": "this runner",
  "work-bench.ts": "the work benches' database, volumes and measure",
};

/** Two at a time: the machines have 2 cores, and a bench waits on its database or browser a while. */
const JOBS = 2;
/** A bench still running after this long has hung: killed, and failed. */
const TIMEOUT_MS = 180_000;

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace(".", ",")} s`;
/** The benches under way, each the leader of its process group (its servers and browsers with it). */
const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess) => {
  if (child.pid) process.kill(-child.pid, "SIGKILL");
};

interface Outcome {
  bench: SmokeBench;
  args: string[];
  ms: number;
  code: number | null;
  output: string;
}

function runOne(bench: SmokeBench, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const { args } = bench;
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", join(benchDir, bench.file), ...args], {
    cwd: join(benchDir, ".."),
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const timer = setTimeout(() => {
    output += `\nArrêté après ${seconds(TIMEOUT_MS)} : le banc ne finissait pas.\n`;
    killGroup(child);
  }, TIMEOUT_MS);
  return new Promise((resolve) => {
    const end = (code: number | null, error?: Error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ bench, args, ms: performance.now() - started, code, output: output + (error ?? "") });
    };
    child.once("close", (code) => end(code));
    child.once("error", (error) => end(null, error));
  });
}

function printOutcome({ bench, args, ms, code, output }: Outcome) {
  const status = code === 0 ? "réussi" : `ÉCHEC (code ${code ?? "aucun"})`;
  console.log(`\n── ${bench.file} ${args.join(" ")} : ${status} en ${seconds(ms)}`);
  process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
}

export async function runSmoke(names: string[]): Promise<number> {
  const named = (bench: SmokeBench) => names.includes(bench.file.replace(/\.ts$/, ""));
  const unknown = names.filter((name) => !SMOKE_BENCHES.some((b) => b.file === `${name}.ts`));
  const baseUrl = process.env.DATABASE_URL;
  if (unknown.length > 0 || !baseUrl) {
    console.error(
      unknown.length > 0
        ? `Banc inconnu : ${unknown.join(", ")}. La liste : scripts/bench/smoke.ts.`
        : "DATABASE_URL (PostgreSQL) est obligatoire : chaque banc y crée sa base à part.",
    );
    return 2;
  }
  const benches = names.length === 0 ? SMOKE_BENCHES : SMOKE_BENCHES.filter(named);
  const started = performance.now();
  for (const name of await dropStaleSmokeDatabases(baseUrl)) console.log(`Base oubliée supprimée : ${name}`);
  // Prepared from the start, beside the benches that do not need it.
  const demo = benches.every((bench) => bench.withoutDemo)
    ? undefined
    : prepareSmokeDemo(baseUrl).then((database) => {
        console.log(
          `Base de démonstration ${database.name} prête à ${seconds(performance.now() - started)}.`,
        );
        return database;
      });
  demo?.catch(() => {}); // its failure is each bench's that needs it
  const envFor = async (bench: SmokeBench) =>
    bench.withoutDemo || !demo ? process.env : { ...process.env, [SMOKE_TEMPLATE_ENV]: (await demo).name };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      for (const child of running) killGroup(child);
      await demo?.then((database) => database.drop()).catch(() => {});
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
  const queue = [...benches];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let bench = queue.shift(); bench; bench = queue.shift()) {
      const outcome = await envFor(bench).then(
        (env) => runOne(bench, env),
        (error: unknown) => ({
          bench,
          args: [],
          ms: 0,
          code: null,
          output: `Base de démonstration non préparée : ${error}`,
        }),
      );
      outcomes.push(outcome);
      printOutcome(outcome);
    }
  };
  try {
    await Promise.all(Array.from({ length: JOBS }, worker));
  } finally {
    await demo?.then((database) => database.drop()).catch(() => {});
  }
  const failed = outcomes.filter((o) => o.code !== 0);
  console.log(`\nBancs (--smoke), ${JOBS} à la fois :`);
  for (const o of outcomes) {
    console.log(`  ${o.code === 0 ? "réussi" : "ÉCHEC "}  ${seconds(o.ms).padStart(7)}  ${o.bench.file}`);
  }
  console.log(
    `${outcomes.length} bancs en ${seconds(performance.now() - started)} : ${outcomes.length - failed.length} réussi(s), ${failed.length} en échec`,
  );
  return failed.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runSmoke(process.argv.slice(2));
}
