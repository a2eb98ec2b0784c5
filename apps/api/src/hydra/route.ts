import { MESSAGES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { ZodType } from "zod";
import type { SessionUser } from "../auth/session-user";
import { decimalId } from "../schemas/id";
import type { AppCaller } from "../trpc/caller";
import type { QueryReader } from "./query";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface HydraRequest {
  params: Record<string, string>;
  query: QueryReader;
  /** The JSON body with the spec's misspelt names already renamed (see json-ld.ts). */
  body: Record<string, unknown>;
  user: SessionUser | null;
  /** The `If-Match` header: the ETag of the version a PUT is based on (see etag.ts). */
  ifMatch?: string | undefined;
}

/** One row of the shim table: a documented path mapped onto a tRPC procedure. */
export interface HydraRoute {
  method: HttpMethod;
  path: string;
  /** Returns the JSON-LD to send, or null for 204 No Content. */
  handle: (caller: AppCaller, request: HydraRequest) => Promise<unknown>;
  /** Default 201 for POST, 200 otherwise. */
  status?: number;
  /**
   * The handler makes its answer in several procedure calls (a create, then the fields only an
   * update writes): they run in one transaction, so a refusal of the last leaves nothing written.
   */
  atomic?: boolean;
  /** What the API documentation (/api/docs) reads beyond the path: set by hydraResource and collectionRoute. */
  doc?: HydraRouteDoc;
}

export interface HydraRouteDoc {
  /** The JSON-LD `@type` of the item answered, or of the collection's members. */
  type?: string;
  /** Answers a hydra:Collection. */
  collection?: boolean;
  /** The JSON body read (names as inside: the documentation renames them to the wire's). */
  body?: ZodType;
  /**
   * Runs the route's call on a stand-in body (every field given) instead of `handle`, which would stop
   * at the body's check: the documentation's dry run records which procedures it reaches (their
   * policies are the route's roles).
   */
  probe?: (caller: AppCaller, request: HydraRequest, body: unknown) => Promise<unknown>;
}

/** A path id is plain decimal within int4 ('0x10', '+1', '1e3', '2147483648' name no row): else 404. */
export function idParam(request: HydraRequest, name = "id"): number {
  const id = decimalId(request.params[name] ?? "");
  if (id === null) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGES.RESOURCE_NOT_FOUND });
  return id;
}
