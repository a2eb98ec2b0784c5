import { ACCOUNTING_MESSAGES } from "./messages/accounting";
import { CASH_MESSAGES } from "./messages/cash";
import { CATALOGUE_MESSAGE_AREAS, CATALOGUE_MESSAGES } from "./messages/catalogue";
import { CORE_MESSAGES } from "./messages/core";
import { FIELD_OF_CODE } from "./messages/fields";
import { FORECAST_MESSAGE_AREAS, FORECAST_MESSAGES } from "./messages/forecast";
import { FORMAT_MESSAGES } from "./messages/formats";
import { INPUT_MESSAGES } from "./messages/inputs";
import { INVOICING_MESSAGE_AREAS, INVOICING_MESSAGES } from "./messages/invoicing";
import { MONEY_IN_MESSAGE_AREAS, MONEY_IN_MESSAGES } from "./messages/money-in";
import { MONEY_OUT_MESSAGE_AREAS, MONEY_OUT_MESSAGES } from "./messages/money-out";
import { PROPOSAL_MESSAGE_AREAS, PROPOSAL_MESSAGES } from "./messages/proposals";
import { SALES_MESSAGES } from "./messages/sales";
import { SUPPORT_MESSAGE_AREAS, SUPPORT_MESSAGES } from "./messages/support";
import { VERSION_MESSAGES } from "./messages/versions";
import { WORK_MESSAGES } from "./messages/work";
import { OPERATIONS_MESSAGES } from "./messages/work-operations";
import { DomainError, type DomainErrorKind, type DomainErrorOptions } from "./shared/errors";

/**
 * The one catalogue of error codes and the French sentences the API sends with them (the web shows
 * the same sentences before sending). Sentences quoted by the spec are kept word for word, typos
 * included: they are what staff know. Each code is defined in exactly one area file.
 */
export const MESSAGES = {
  ...FORMAT_MESSAGES,
  ...INPUT_MESSAGES,
  ...CORE_MESSAGES,
  ...SALES_MESSAGES,
  ...WORK_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...PROPOSAL_MESSAGES,
  ...ACCOUNTING_MESSAGES,
  ...INVOICING_MESSAGES,
  ...MONEY_IN_MESSAGES,
  ...MONEY_OUT_MESSAGES,
  ...FORECAST_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...CASH_MESSAGES,
  ...VERSION_MESSAGES,
} as const;

export const MESSAGE_AREAS = [
  FORMAT_MESSAGES,
  INPUT_MESSAGES,
  CORE_MESSAGES,
  SALES_MESSAGES,
  WORK_MESSAGES,
  OPERATIONS_MESSAGES,
  ...CATALOGUE_MESSAGE_AREAS,
  ...PROPOSAL_MESSAGE_AREAS,
  ACCOUNTING_MESSAGES,
  ...INVOICING_MESSAGE_AREAS,
  ...MONEY_IN_MESSAGE_AREAS,
  ...MONEY_OUT_MESSAGE_AREAS,
  ...FORECAST_MESSAGE_AREAS,
  ...SUPPORT_MESSAGE_AREAS,
  CASH_MESSAGES,
  VERSION_MESSAGES,
] as const;

export type MessageCode = keyof typeof MESSAGES;
export { FIELD_OF_CODE };
export type MessageParams = Record<string, string | number>;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}

/** The field a code concerns by itself (see FIELD_OF_CODE), for a code read from the wire. */
export function fieldOfCode(code: string | undefined): string | undefined {
  return code && isMessageCode(code) ? FIELD_OF_CODE[code] : undefined;
}

/** An ISO date or wall clock in a value echoed back ('2027-04-16', '2027-04-16T08:00'). */
const ISO_DAY_OR_WALL_CLOCK = /^([+-]?\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/** A person reads dates day first: a value given as an ISO date is echoed as '16/04/2027 08:00'. */
function frenchEcho(value: string | number): string {
  const match = typeof value === "string" ? ISO_DAY_OR_WALL_CLOCK.exec(value.trim()) : null;
  if (!match) return String(value);
  const [, year, month, day, time] = match;
  return `${day}/${month}/${year}${time ? ` ${time}` : ""}`;
}

export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? frenchEcho(params[key] ?? "") : whole,
  );
}

/** A DomainError from the catalogue; its field is the code's own unless `options.field` names one. */
export function domainError(
  code: MessageCode,
  kind: DomainErrorKind,
  params: MessageParams = {},
  options: DomainErrorOptions = {},
): DomainError {
  const field = options.field ?? FIELD_OF_CODE[code];
  return new DomainError(code, formatMessage(code, params), kind, field ? { field } : {});
}
