import { TRPCClientError } from "@trpc/client";

export const GENERIC_ERROR = "Une erreur est survenue. Réessayez dans un instant.";
export const NETWORK_ERROR = "Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.";

interface HydraErrorBody {
  "@type"?: string;
  "hydra:description"?: string;
  "hydra:title"?: string;
}

function isHydraError(value: unknown): value is HydraErrorBody {
  return typeof value === "object" && value !== null && "hydra:description" in value;
}

/** The tRPC error code (UNAUTHORIZED, FORBIDDEN, …) of an error, if it came from tRPC. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data === "object" && data !== null && "code" in data && typeof data.code === "string") {
    return data.code;
  }
  return undefined;
}

/** What the server said about a refused input: its domain code, the field it concerns, the French message. */
export interface DomainErrorInfo {
  code: string;
  field: string | undefined;
  message: string;
}

/** The domain code and field of a tRPC error (data.domainCode, data.field), or null for any other error. */
export function domainErrorOf(error: unknown): DomainErrorInfo | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("domainCode" in data)) return null;
  if (typeof data.domainCode !== "string") return null;
  const field = "field" in data && typeof data.field === "string" ? data.field : undefined;
  return { code: data.domainCode, field, message: error.message || GENERIC_ERROR };
}

/** Per-field messages sent with a validation error ({ "email": ["…"] }), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (typeof data === "object" && data !== null && "fieldErrors" in data) {
    const fields = data.fieldErrors;
    if (typeof fields === "object" && fields !== null) return fields as Record<string, string[]>;
  }
  return {};
}

/** One French sentence to show a person, out of a tRPC error, a hydra:Error body or anything else. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (!error.data && /fetch|network/i.test(error.message)) return NETWORK_ERROR;
    return error.message || GENERIC_ERROR;
  }
  if (error instanceof HttpError) return error.message;
  if (isHydraError(error)) return error["hydra:description"] ?? GENERIC_ERROR;
  if (error instanceof TypeError) return NETWORK_ERROR;
  return GENERIC_ERROR;
}

/** A failed call to the REST paths (/api/...), carrying the server's French message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Reads a fetch Response: its JSON on success, else throws an HttpError with the hydra:description. */
export async function readJsonResponse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isHydraError(body) ? (body["hydra:description"] ?? GENERIC_ERROR) : GENERIC_ERROR;
    throw new HttpError(response.status, message);
  }
  return body as T;
}

/** A JSON POST to a REST path of the API, same origin, with the session cookie. */
export async function postJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJsonResponse<T>(response);
}
