import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Db } from "@tronc/db";

/** Stops a command with its message alone, no stack, and its exit code (2: bad parameters, unless told). */
export class CommandRefusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export type OptionValues<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: O }>>["values"];

export interface Command<O extends OptionsConfig> {
  /** The French text printed by --help, which every command has. */
  help: string;
  /** The other options, as node:util parseArgs reads them; a stray argument is refused. */
  options: O;
  /** How the refusal of a bad option begins (mail:send, with switches only, says « Option inconnue »). */
  badOptionLabel?: string;
  /** The work, once the options are read; resolves to the exit code, 0 when it returns nothing. */
  run(values: OptionValues<O>): Promise<number | undefined>;
}

export interface CommandContext {
  /** The command line; by default the process's, as parseArgs reads it. */
  args?: string[];
  /** Where the command's own answers go (help, refusals, errors). */
  output?: Pick<Console, "log" | "error">;
}

/**
 * Reads the options, answers --help (0) and a bad option or argument (2) at once, then runs the work:
 * a `CommandRefusal` gives its message and code, any other error its stack and 1. Resolves to the exit code.
 */
export async function runCommand<O extends OptionsConfig>(
  command: Command<O>,
  { args, output = console }: CommandContext = {},
): Promise<number> {
  let values: OptionValues<O> & { help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { ...command.options, help: { type: "boolean", default: false } },
    }) as { values: OptionValues<O> & { help?: boolean } });
  } catch (error) {
    const option = /'(-[^' ]+)/.exec(error instanceof Error ? error.message : "")?.[1];
    const label = command.badOptionLabel ?? "Option inconnue ou sans valeur";
    output.error(option ? `${label} : ${option}. Voir --help.` : "Argument inattendu. Voir --help.");
    return 2;
  }
  if (values.help) {
    output.log(command.help);
    return 0;
  }
  try {
    return (await command.run(values)) ?? 0;
  } catch (error) {
    if (error instanceof CommandRefusal) {
      output.error(error.message);
      return error.exitCode;
    }
    output.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  }
}

/** Opens the app's database for the work and closes it afterwards, whatever happens. */
export async function withAppDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  // Loaded on demand, so that --help and a bad option answer before the API is loaded.
  const { openAppDb } = await import("./open-db");
  const handle = await openAppDb();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
