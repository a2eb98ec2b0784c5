import type { AppEnv } from "../../env";
import { localFolderStorage } from "./local-folder";
import type { FileStorage } from "./storage";

/** The storage the settings choose: the files folder by default, an S3 bucket when STORAGE_DRIVER=s3. */
export async function storageFromEnv(env: Pick<AppEnv, "filesDir" | "storage">): Promise<FileStorage> {
  if (env.storage.driver === "local") return localFolderStorage(env.filesDir);
  const { s3Storage } = await import("./s3");
  return s3Storage({ ...env.storage, tempDir: env.filesDir });
}
