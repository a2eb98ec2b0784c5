import type { Db } from "@tronc/db";
import type { SessionUser } from "../auth/session-user";
import type { FileStorage } from "../files/storage/storage";
import type { JobQueue } from "../jobs/queue";
import type { AddressLookup } from "../services/shared/address-lookup";
import type { FilesServiceContext, PublicServiceContext } from "../services/shared/context";
import type { IssuedPdfQueue } from "../services/shared/issued-pdfs/background";

/** Everything a procedure may use: no globals, so tests build it on any database. */
export interface AppDeps {
  db: Db;
  storage: FileStorage;
  maxUploadBytes: number;
  addressLookup: AddressLookup;
  now: () => Date;
  /** AES-256 key of the materials' secrets (32 bytes); absent: secrets cannot be saved nor shown. */
  secretsKey?: Buffer;
  /** Size cap of a tutorial video upload (MAX_VIDEO_BYTES). */
  maxVideoBytes?: number;
  /** Renders numbered documents' PDFs after validation (the server's start sets it; tests mostly not). */
  issuedPdfQueue?: IssuedPdfQueue;
  /** The background job queue (the server's start sets it): the failed jobs' admin screen reads it. */
  jobQueue?: JobQueue;
}

export interface Context extends AppDeps {
  user: SessionUser | null;
  /** The session the request came with (null for a caller built without one). */
  sessionId?: number | null;
  /** The client's address (Fastify's request.ip): the evidence of a delivery report signed by link. */
  ip?: string | null;
}

/** The services' context of a signed-in procedure: the clock is read once, here. */
export function serviceCtx(
  ctx: AppDeps & { user: SessionUser; sessionId?: number | null },
): FilesServiceContext {
  return {
    db: ctx.db,
    user: ctx.user,
    sessionId: ctx.sessionId ?? undefined,
    now: ctx.now(),
    storage: ctx.storage,
    secretsKey: ctx.secretsKey,
    addressLookup: ctx.addressLookup,
    issuedPdfQueue: ctx.issuedPdfQueue,
    jobQueue: ctx.jobQueue,
  };
}

/** The services' context of a public procedure: the user when there is one, and the client's address. */
export function publicServiceCtx(ctx: Context): PublicServiceContext {
  return { db: ctx.db, user: ctx.user, now: ctx.now(), ip: ctx.ip ?? null };
}
