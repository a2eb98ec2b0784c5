/**
 * The one error type of the project. The API turns it into a 4xx whose body carries the French
 * message, the code and the field it concerns: `kind` says which status fits (see apps/api errors).
 */
/** `unavailable`: a service the server depends on (the file storage) is down or refuses; a 503, not a 500. */
export type DomainErrorKind = "invalid" | "rule" | "forbidden" | "notFound" | "conflict" | "unavailable";

export interface DomainErrorOptions {
  /** The input field the error is about ('phone', 'siret'…), so a form shows it under that field. */
  field?: string;
}

export class DomainError extends Error {
  readonly code: string;
  readonly kind: DomainErrorKind;
  readonly field: string | undefined;

  constructor(
    code: string,
    message: string,
    kind: DomainErrorKind = "rule",
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.kind = kind;
    this.field = options.field;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
