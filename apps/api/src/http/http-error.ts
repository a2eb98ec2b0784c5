import { type DomainErrorKind, isDomainError } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import {
  fieldErrors,
  httpStatusByCode,
  INTERNAL_ERROR,
  isZodError,
  NOT_ALLOWED,
  NOT_SIGNED_IN,
  zodMessage,
} from "../trpc/errors";

/** What a client is told about a failure: a status, the tRPC code that goes with it, a French sentence. */
export interface HttpError {
  status: number;
  code: TRPC_ERROR_CODE_KEY;
  message: string;
  domainCode?: string;
  /** The input field a DomainError is about, so a form shows the message under it. */
  field?: string;
  fieldErrors?: Record<string, string[]>;
}

export const INVALID_JSON = "Le corps de la requête n'est pas un JSON valide.";
export const EMPTY_JSON = "Le corps de la requête est vide alors qu'un JSON est annoncé.";
export const TOO_LARGE = "La requête est trop volumineuse.";
export const UNSUPPORTED_TYPE = "Type de contenu non pris en charge.";
export const BAD_REQUEST = "Requête invalide.";
export const NOT_FOUND = "Ressource introuvable.";

const statusByKind: Record<DomainErrorKind, [number, TRPC_ERROR_CODE_KEY]> = {
  invalid: [400, "BAD_REQUEST"],
  rule: [422, "UNPROCESSABLE_CONTENT"],
  forbidden: [403, "FORBIDDEN"],
  notFound: [404, "NOT_FOUND"],
  conflict: [409, "CONFLICT"],
  unavailable: [503, "SERVICE_UNAVAILABLE"],
};

/** Fastify's (and its plugins') own errors, by code: their English message never reaches a client. */
const fastifyErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, UNSUPPORTED_TYPE],
  FST_ERR_CTP_EMPTY_TYPE: [415, UNSUPPORTED_TYPE],
  FST_ERR_CTP_INVALID_TYPE: [415, UNSUPPORTED_TYPE],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, UNSUPPORTED_TYPE],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, TOO_LARGE],
  FST_REQ_FILE_TOO_LARGE: [413, TOO_LARGE],
  FST_PARTS_LIMIT: [413, TOO_LARGE],
  FST_FILES_LIMIT: [413, TOO_LARGE],
  FST_FIELDS_LIMIT: [413, TOO_LARGE],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, INVALID_JSON],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, EMPTY_JSON],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "La longueur annoncée du corps ne correspond pas au corps reçu."],
  FST_ERR_BAD_URL: [400, "L'adresse demandée est invalide."],
  FST_ERR_INVALID_URL: [400, "L'adresse demandée est invalide."],
  FST_ERR_NOT_FOUND: [404, NOT_FOUND],
};

/** A French sentence for a 4xx whose own message is not meant for users. */
const sentenceByStatus: Record<number, string> = {
  401: NOT_SIGNED_IN,
  403: NOT_ALLOWED,
  404: NOT_FOUND,
  405: "Méthode non autorisée pour cette adresse.",
  406: UNSUPPORTED_TYPE,
  413: TOO_LARGE,
  415: UNSUPPORTED_TYPE,
  429: "Trop de requêtes : réessayez dans un moment.",
};

const codeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = Object.fromEntries(
  Object.entries(httpStatusByCode).map(([code, status]) => [status, code as TRPC_ERROR_CODE_KEY]),
);

/** tRPC's own errors (its router, its body reader) speak English: these are their French sentences. */
const trpcOwnMessages: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  PARSE_ERROR: INVALID_JSON,
  NOT_FOUND: "Procédure inconnue.",
  METHOD_NOT_SUPPORTED: "Méthode non autorisée pour cette procédure.",
  UNSUPPORTED_MEDIA_TYPE: UNSUPPORTED_TYPE,
  PAYLOAD_TOO_LARGE: TOO_LARGE,
};

/** The messages tRPC writes itself (see @trpc/server resolveResponse and contentTypeParsers). */
const TRPC_OWN_MESSAGE =
  /^(No procedure found|Unsupported |Only POST requests|Missing content-type|Not JSON-parsable|Invalid URL|Invalid input|Batch call exceeds|Batching is not enabled|Cannot |Streaming requests|"input" needs|Missing experimental|Invalid connection params|PAYLOAD_TOO_LARGE)/;

const internal: HttpError = { status: 500, code: "INTERNAL_SERVER_ERROR", message: INTERNAL_ERROR };

const withStatus = (status: number, message: string): HttpError => ({
  status,
  code: codeByStatus[status] ?? "BAD_REQUEST",
  message,
});

function fromTRPCError(error: TRPCError): HttpError {
  const { cause } = error;
  if (isDomainError(cause)) return toHttpError(cause);
  if (isZodError(cause)) return { ...withStatus(400, zodMessage(cause)), fieldErrors: fieldErrors(cause) };
  const status = httpStatusByCode[error.code];
  if (!status) return internal;
  if (cause instanceof SyntaxError) return { status, code: error.code, message: INVALID_JSON };
  const ownOfTRPC = error.code === "PARSE_ERROR" || TRPC_OWN_MESSAGE.test(error.message);
  const message = ownOfTRPC ? (trpcOwnMessages[error.code] ?? BAD_REQUEST) : error.message;
  return { status, code: error.code, message };
}

/** The one mapping of any thrown value onto what the client is told. 5xx always say INTERNAL_ERROR. */
export function toHttpError(error: unknown): HttpError {
  if (isDomainError(error)) {
    const [status, code] = statusByKind[error.kind];
    return { status, code, message: error.message, domainCode: error.code, field: error.field };
  }
  if (error instanceof TRPCError) return fromTRPCError(error);
  if (isZodError(error)) return { ...withStatus(400, zodMessage(error)), fieldErrors: fieldErrors(error) };
  if (typeof error !== "object" || error === null) return internal;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const known = typeof code === "string" ? fastifyErrors[code] : undefined;
  if (known) return withStatus(known[0], known[1]);
  if (error instanceof SyntaxError && statusCode === 400) return withStatus(400, INVALID_JSON);
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    return withStatus(statusCode, sentenceByStatus[statusCode] ?? BAD_REQUEST);
  }
  return internal;
}
