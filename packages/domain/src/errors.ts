/**
 * The one error type of the project. The API turns it into a 4xx whose body carries the French
 * message: `kind` says which status fits (see apps/api error mapping).
 */
export type DomainErrorKind = "invalid" | "rule" | "forbidden" | "notFound" | "conflict";

export class DomainError extends Error {
  readonly code: string;
  readonly kind: DomainErrorKind;

  constructor(code: string, message: string, kind: DomainErrorKind = "rule") {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.kind = kind;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
