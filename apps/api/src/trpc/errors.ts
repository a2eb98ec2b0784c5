import type { DomainError, DomainErrorKind } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";

const codeByKind: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: "BAD_REQUEST",
  rule: "UNPROCESSABLE_CONTENT",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  unavailable: "SERVICE_UNAVAILABLE",
};

export const httpStatusByCode: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export const NOT_SIGNED_IN = "Vous devez être connecté.";
export const NOT_ALLOWED = "Vous n'avez pas les droits pour cette action.";
export const INTERNAL_ERROR = "Une erreur interne s'est produite, l'équipe technique est prévenue.";

export function domainToTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: codeByKind[error.kind], message: error.message, cause: error });
}

/** One French sentence out of a zod error: the first problem, prefixed by its field. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Données invalides.";
  const field = issue.path.join(".");
  return field ? `${field} : ${issue.message}` : issue.message;
}

export function fieldErrors(error: ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    result[key] ??= [];
    result[key].push(issue.message);
  }
  return result;
}

export function isZodError(value: unknown): value is ZodError {
  return value instanceof ZodError;
}
