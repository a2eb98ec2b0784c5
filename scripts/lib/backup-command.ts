import { resolve } from "node:path";
import { CommandRefusal } from "./cli";

type Commands = typeof import("@tronc/api/commands");
type Locations = Awaited<ReturnType<Commands["appLocations"]>>;

/**
 * The frame of `pnpm backup` and `pnpm restore`: the folder named on the command line (from where it was
 * typed), the app's database and files as its settings say, a refusal of the backup's own turned into the
 * command's (its message and exit code), and the locations closed whatever happens.
 */
export async function runOnAppLocations(
  folder: string,
  work: (api: Commands, folder: string, locations: Locations) => Promise<void>,
): Promise<number> {
  const api = await import("@tronc/api/commands");
  const cwd = process.env.INIT_CWD || process.cwd();
  const locations = await api.appLocations(api.readEnv(process.env, cwd));
  try {
    await work(api, resolve(cwd, folder), locations);
    return 0;
  } catch (error) {
    if (error instanceof api.BackupRefusal) throw new CommandRefusal(error.message, error.exitCode);
    throw error;
  } finally {
    locations.close();
  }
}
