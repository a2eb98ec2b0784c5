import { isIP } from "node:net";
import { resolve } from "node:path";
import { MESSAGES } from "@tronc/domain";
import { z } from "zod";

/** An IP address (0.0.0.0 and :: listen on every interface) or a host name such as localhost. */
const isHost = (value: string) =>
  isIP(value) !== 0 ||
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value);

/** The only place that reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z
    .string()
    .transform((value) => value.trim() || "127.0.0.1")
    .refine(isHost, {
      error: MESSAGES.HOST_EXPECTED,
    })
    .default("127.0.0.1"),
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
  SECRETS_KEY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Tronc Commun <ne-pas-repondre@tronc-commun.local>"),
  APP_URL: z.string().optional(),
  METRICS_TOKEN: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value === "" || value.length >= 16, {
      error: MESSAGES.METRICS_TOKEN_TOO_SHORT,
    })
    .optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  MAX_VIDEO_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  JOB_MAX_EXPIRY_SECONDS: z.coerce.number().int().min(1).optional(),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(2).max(600).optional(),
  STORAGE_DRIVER: z.enum(["local", "s3"], { error: MESSAGES.STORAGE_DRIVER_EXPECTED }).default("local"),
  // Empty is unset (AWS itself), as a compose file leaves it.
  S3_ENDPOINT: z.union([z.literal(""), z.url({ error: MESSAGES.HTTP_ADDRESS_EXPECTED })]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: MESSAGES.TRUE_OR_FALSE_EXPECTED })
    .default("false")
    .transform((value) => value === "true"),
});

/** The settings STORAGE_DRIVER=s3 cannot do without (S3_ENDPOINT is AWS itself when unset). */
const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Where files are kept: the files folder, or an S3-compatible bucket (files/storage/from-env.ts). */
export type StorageSettings =
  | { driver: "local" }
  | {
      driver: "s3";
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

function storageSettings(parsed: z.infer<typeof envSchema>): StorageSettings {
  if (parsed.STORAGE_DRIVER === "local") return { driver: "local" };
  const missing = S3_REQUIRED.filter((name) => !parsed[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `Configuration invalide — STORAGE_DRIVER=s3 demande aussi ${missing.join(", ")} (non renseigné${missing.length > 1 ? "s" : ""})`,
    );
  }
  return {
    driver: "s3",
    endpoint: parsed.S3_ENDPOINT || undefined,
    bucket: parsed.S3_BUCKET?.trim() ?? "",
    region: parsed.S3_REGION?.trim() ?? "",
    accessKeyId: parsed.S3_ACCESS_KEY_ID?.trim() ?? "",
    secretAccessKey: parsed.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
  };
}

export interface AppEnv {
  port: number;
  host: string;
  dataDir: string;
  /** The files folder: the local storage's root, and where uploads wait to be judged with S3. */
  filesDir: string;
  storage: StorageSettings;
  databaseUrl: string | undefined;
  chromePath: string;
  addressApiUrl: string;
  maxUploadBytes: number;
  cookieSecure: boolean;
  /** 64 hex characters (32 bytes) for the materials' secrets; unset: generated once into DATA_DIR. */
  secretsKey: string | undefined;
  /** smtp://user:pass@host:port; unset: mails stay in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address the mails link to. */
  appUrl: string;
  maxVideoBytes: number;
  /** Bearer token of GET /api/metrics; unset: no metrics (the path answers 404). */
  metricsToken: string | undefined;
  /** On SIGTERM, how long readiness answers 503 before the server stops taking connections. */
  shutdownDrainMs: number;
  /** Caps each background job's expiry (how soon a dead process's job is taken again); unset: the catalogue's. */
  jobMaxExpirySeconds: number | undefined;
  /** How long a mail sender keeps its batch from the others (how soon a dead process's mails are sent by another); unset: two minutes. */
  mailClaimSeconds: number | undefined;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".")} : ${issue.message}`);
    throw new Error(`Configuration invalide — ${issues.join(" ; ")}`);
  }
  const parsed = result.data;
  const dataDir = resolve(cwd, parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    filesDir: parsed.FILES_DIR ? resolve(cwd, parsed.FILES_DIR) : resolve(dataDir, "files"),
    storage: storageSettings(parsed),
    databaseUrl: parsed.DATABASE_URL || undefined,
    chromePath: parsed.CHROME_PATH,
    addressApiUrl: parsed.ADDRESS_API_URL,
    maxUploadBytes: parsed.MAX_UPLOAD_BYTES,
    cookieSecure: parsed.COOKIE_SECURE,
    secretsKey: parsed.SECRETS_KEY || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    appUrl: (parsed.APP_URL || `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    maxVideoBytes: parsed.MAX_VIDEO_BYTES,
    metricsToken: parsed.METRICS_TOKEN || undefined,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    jobMaxExpirySeconds: parsed.JOB_MAX_EXPIRY_SECONDS,
    mailClaimSeconds: parsed.MAIL_CLAIM_SECONDS,
  };
}
