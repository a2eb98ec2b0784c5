import type { DbOrTx } from "@tronc/db";
import type { SessionUser } from "../../auth/session-user";
import type { FileStorage } from "../../files/storage/storage";
import type { JobQueue } from "../../jobs/queue";
import type { AddressLookup } from "./address-lookup";
import type { IssuedPdfQueue } from "./issued-pdfs/background";

/**
 * What every service entry point takes first: `service(ctx, input)`. `now` is read once per request,
 * so a service never calls `new Date()`; a service that opens a transaction passes `{ ...ctx, db: tx }`.
 */
export interface ServiceContext {
  db: DbOrTx;
  user: SessionUser;
  /** The signed-in session making the request, when there is one (kept when its own password changes). */
  sessionId?: number;
  now: Date;
}

/** The context of the services that also store or delete uploaded files. */
export interface FilesServiceContext extends ServiceContext {
  storage: FileStorage;
  /** The server's key of the materials' codes (AppDeps.secretsKey): a module's services get no other deps. */
  secretsKey?: Buffer;
  /** The French address service (AppDeps.addressLookup), for the address suggestions. */
  addressLookup?: AddressLookup;
  /** Where a just-numbered document's PDF is rendered after the commit (AppDeps.issuedPdfQueue). */
  issuedPdfQueue?: IssuedPdfQueue;
  /** The background job queue (AppDeps.jobQueue). */
  jobQueue?: JobQueue;
}

/** Runs `work` in one transaction, with the context's db swapped for the transaction. */
export function inTransaction<C extends ServiceContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}

/**
 * The context of a public operation's service (a module's operation of policy 'public'): perhaps
 * nobody signed in, and the client's address (the evidence of a delivery report signed by link).
 */
export interface PublicServiceContext {
  db: DbOrTx;
  user: SessionUser | null;
  now: Date;
  ip: string | null;
}
