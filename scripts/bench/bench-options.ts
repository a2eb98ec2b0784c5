import { parseArgs } from "node:util";

/** A whole-number option: its default in a smoke run and in a real one, and its smallest value. */
export interface CountOption {
  smoke: number;
  full: number;
  min?: number;
}

/**
 * The options most benches share: whole numbers (volumes, runs, warm-up) with their --smoke defaults,
 * --smoke and --help, and DATABASE_URL. Prints the help and exits 0 with --help; exits 2 on a bad value
 * or without DATABASE_URL.
 */
export function readCountOptions<const Name extends string>(
  help: string,
  counts: Record<Name, CountOption>,
): { smoke: boolean; baseUrl: string; counts: Record<Name, number> } {
  const names = Object.keys(counts) as Name[];
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
      smoke: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(help);
    process.exit(0);
  }
  const smoke = values.smoke === true;
  const read = {} as Record<Name, number>;
  let valid = true;
  for (const name of names) {
    const option = counts[name];
    const given = (values as Record<string, string | boolean | undefined>)[name];
    const value = typeof given === "string" ? Number(given) : smoke ? option.smoke : option.full;
    valid &&= Number.isInteger(value) && value >= (option.min ?? 0);
    read[name] = value;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl || !valid) {
    console.error("DATABASE_URL (PostgreSQL) est obligatoire ; les options sont des entiers. Voir --help.");
    process.exit(2);
  }
  return { smoke, baseUrl, counts: read };
}
