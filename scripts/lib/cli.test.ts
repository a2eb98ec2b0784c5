import { describe, expect, it, vi } from "vitest";
import { CommandRefusal, runCommand, withAppDb } from "./cli";

const handle = vi.hoisted(() => ({ db: { name: "app-db" }, close: vi.fn(async () => {}) }));
vi.mock("./open-db", () => ({ openAppDb: async () => handle }));

const help = "Fait le travail.\n\nUsage : pnpm travail [options]";

/** Runs a command on the given command line and keeps what it told the operator. */
async function runWith(
  args: string[],
  run: (values: { "dry-run": boolean; lot?: string }) => Promise<number | undefined>,
  badOptionLabel?: string,
) {
  const out: string[] = [];
  const err: string[] = [];
  const output = {
    log: (...data: unknown[]) => out.push(data.join(" ")),
    error: (...data: unknown[]) => err.push(data.join(" ")),
  };
  const options = { "dry-run": { type: "boolean", default: false }, lot: { type: "string" } } as const;
  const code = await runCommand(
    { help, options, run, ...(badOptionLabel ? { badOptionLabel } : {}) },
    { args, output },
  );
  return { code, out, err };
}

describe("runCommand", () => {
  it("refuses an unknown option with a French message and exit code 2, without running the work", async () => {
    const run = vi.fn(async () => 0);
    const result = await runWith(["--vite"], run);
    expect(result).toEqual({
      code: 2,
      out: [],
      err: ["Option inconnue ou sans valeur : --vite. Voir --help."],
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("names an option given without its value the same way", async () => {
    const result = await runWith(["--lot"], async () => 0);
    expect(result.code).toBe(2);
    expect(result.err).toEqual(["Option inconnue ou sans valeur : --lot. Voir --help."]);
  });

  it("begins the refusal with the command's own label when it has one", async () => {
    const result = await runWith(["--tout"], async () => 0, "Option inconnue");
    expect(result.err).toEqual(["Option inconnue : --tout. Voir --help."]);
  });

  it("refuses a stray argument with exit code 2", async () => {
    const result = await runWith(["maintenant"], async () => 0);
    expect(result).toEqual({ code: 2, out: [], err: ["Argument inattendu. Voir --help."] });
  });

  it("--help prints the help text and exits 0, without running the work", async () => {
    const run = vi.fn(async () => 0);
    const result = await runWith(["--help"], run);
    expect(result).toEqual({ code: 0, out: [help], err: [] });
    expect(run).not.toHaveBeenCalled();
  });

  it("runs the work with the options read, defaults included, and exits with its code (0 when none)", async () => {
    const seen: unknown[] = [];
    const quiet = await runWith(["--lot", "12"], async (values) => {
      seen.push({ ...values });
      return undefined;
    });
    expect(quiet).toEqual({ code: 0, out: [], err: [] });
    expect(seen).toEqual([{ "dry-run": false, lot: "12", help: false }]);
    const retried = await runWith(["--dry-run"], async () => 1);
    expect(retried.code).toBe(1);
  });

  it("a refusal prints its message alone, exit code 2 unless told otherwise", async () => {
    const bad = await runWith([], async () => {
      throw new CommandRefusal("--lot attend un nombre.");
    });
    expect(bad).toEqual({ code: 2, out: [], err: ["--lot attend un nombre."] });
    const locked = await runWith([], async () => {
      throw new CommandRefusal("Un déploiement est déjà en cours.", 3);
    });
    expect(locked).toEqual({ code: 3, out: [], err: ["Un déploiement est déjà en cours."] });
  });

  it("an unexpected error prints its stack and exits 1", async () => {
    const result = await runWith([], async () => {
      throw new Error("connexion perdue");
    });
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^Error: connexion perdue\n\s+at /);
  });
});

describe("withAppDb", () => {
  it("gives the work the app's database and closes it afterwards, even when the work fails", async () => {
    handle.close.mockClear();
    await expect(withAppDb(async (db) => db)).resolves.toBe(handle.db);
    expect(handle.close).toHaveBeenCalledTimes(1);
    await expect(
      withAppDb(async () => {
        throw new Error("requête refusée");
      }),
    ).rejects.toThrow("requête refusée");
    expect(handle.close).toHaveBeenCalledTimes(2);
  });
});
