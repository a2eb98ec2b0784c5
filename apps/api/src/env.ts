import { resolve } from "node:path";
import { z } from "zod";

/** The only place that reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  CHROME_PATH: z.string().default("/usr/bin/chromium"),
  ADDRESS_API_URL: z.string().default("https://api-adresse.data.gouv.fr"),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  NODE_ENV: z.string().default("development"),
});

export interface AppEnv {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  databaseUrl: string | undefined;
  chromePath: string;
  addressApiUrl: string;
  maxUploadBytes: number;
  cookieSecure: boolean;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppEnv {
  const parsed = envSchema.parse(source);
  const dataDir = resolve(cwd, parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    filesDir: parsed.FILES_DIR ? resolve(cwd, parsed.FILES_DIR) : resolve(dataDir, "files"),
    databaseUrl: parsed.DATABASE_URL || undefined,
    chromePath: parsed.CHROME_PATH,
    addressApiUrl: parsed.ADDRESS_API_URL,
    maxUploadBytes: parsed.MAX_UPLOAD_BYTES,
    cookieSecure: parsed.COOKIE_SECURE,
  };
}
