import type { ZodType } from "zod";
import type { SignedInContext } from "../http/stream-export";
import type { QueryReader } from "../hydra/query";
import type { Policy } from "../modules/policies";
import type { JsonSchema } from "./json-schema";

/** What a path outside the shim table answers when it succeeds. */
export interface RouteAnswer {
  /** 200 when absent; 204 answers no body. */
  status?: 200 | 201 | 204;
  /** Its media types (one of them is sent); the wildcard type for a stored file sent under its own type. */
  types: readonly string[];
  /** In French: what the body holds, and how it is sent (inline, attachment, range requests). */
  description: string;
  schema?: JsonSchema;
}

/**
 * The documentation of a path served outside the shim table (sign-in, uploads, files, prints,
 * exports), declared where the path is registered, as the route's `config: { doc }`: the OpenAPI
 * document reads it from the registered routes, and a test fails on a path registered without one.
 */
export interface RouteDoc {
  /** In French, a line. */
  summary: string;
  /** The policies any one of which opens the path, worded by POLICY_LABELS. */
  roles: readonly [Policy, ...Policy[]];
  /** In French, what the service checks beyond the role ("si elle peut lire le fichier"). */
  access?: string;
  answers: RouteAnswer;
  /** The JSON body, as this zod schema reads it. */
  body?: ZodType;
  /** A multipart upload: what its `file` field holds, in French. */
  upload?: string;
  /**
   * Reads the query the route's way. The documentation runs it once with a recording reader and a
   * stand-in context for the parameters (and the paging, when it reads a page).
   */
  query?: (query: QueryReader, ctx: SignedInContext) => unknown;
}

declare module "fastify" {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
