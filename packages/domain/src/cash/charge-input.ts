import { domainError, type MessageCode } from "../messages";
import { normalizeSearchText } from "../sales/search-text";
import { parseDate } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { compareDecimal, decimalToString, toDecimal } from "../shared/decimal";
import { DomainError, isDomainError } from "../shared/errors";
import { normalizeFrenchDecimal } from "../shared/french-format";
import { readPriceCents } from "../shared/price-input";
import {
  assertChargeRecurrence,
  CHARGE_STATE_LABELS,
  CHARGE_TYPE_LABELS,
  type ChargeState,
  type ChargeType,
  DEFAULT_CHARGE_COLOR,
  DEFAULT_CHARGE_RECURRENCE,
} from "./charges";
import { assertCompanyPartsComplete, type CompanyPartInput } from "./forecast-parts";

/** What 'Enregistrer une charge' sends (Hydra or tRPC), every field still to be read. */
export interface ChargeFormInput {
  title?: string | null | undefined;
  type?: string | null | undefined;
  everyNMonth?: number | null | undefined;
  dayOfMonth?: number | null | undefined;
  amount?: number | string | null | undefined;
  dateFrom?: string | null | undefined;
  color?: string | null | undefined;
  companiesParts?: readonly CompanyPartInput[] | undefined;
}

/** A group company's share as stored on a charge: the percent as exact decimal text ('33.33'). */
export interface ChargeShare {
  companyId: number;
  pct: string;
}

export interface ChargeValues {
  title: string;
  type: ChargeType;
  everyNMonth: number;
  dayOfMonth: number;
  /** Always negative: a charge is an expense. */
  amountCents: Cents;
  dateFrom: string;
  color: string;
  companiesParts: ChargeShare[];
}

const blank = (value: string | null | undefined): value is null | undefined =>
  value === null || value === undefined || value.trim() === "";

export function readChargeTitle(value: string | null | undefined): string {
  if (blank(value)) throw domainError("CHARGE_TITLE_REQUIRED", "invalid", {}, { field: "title" });
  return value.trim();
}

export function readChargeType(value: string | null | undefined): ChargeType {
  if (blank(value)) throw domainError("CHARGE_TYPE_REQUIRED", "invalid", {}, { field: "type" });
  const type = value.trim();
  if (!Object.hasOwn(CHARGE_TYPE_LABELS, type)) {
    throw domainError("CHARGE_TYPE_INVALID", "invalid", { value: type }, { field: "type" });
  }
  return type as ChargeType;
}

/**
 * The amount typed ('1 200,50', 1200.5) or sent negative as the wire carries it (-1200.5): read as a
 * price, then forced negative whatever the sign typed. Zero is no charge.
 */
export function readChargeAmount(value: number | string | null | undefined): Cents {
  const magnitude =
    typeof value === "number"
      ? Math.abs(value)
      : typeof value === "string"
        ? value.trim().replace(/^[-−]/, "")
        : value;
  const cents = readPriceCents(magnitude, "amount", {
    required: "CHARGE_AMOUNT_REQUIRED",
    invalid: "CHARGE_AMOUNT_INVALID",
    negative: "CHARGE_AMOUNT_INVALID",
    tooPrecise: "CHARGE_AMOUNT_TOO_PRECISE",
    tooLarge: "CHARGE_AMOUNT_TOO_LARGE",
  });
  if (cents === 0) throw domainError("CHARGE_AMOUNT_ZERO", "invalid", {}, { field: "amount" });
  return -cents as Cents;
}

/** 'AAAA-MM-JJ' that exists; a date-time sent by a client keeps its date part. */
export function readChargeDate(value: string | null | undefined, field = "dateFrom"): string {
  if (blank(value)) throw domainError("CHARGE_DATE_REQUIRED", "invalid", {}, { field });
  const text = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  try {
    parseDate(date);
  } catch {
    throw domainError("CHARGE_DATE_INVALID", "invalid", { value: text }, { field });
  }
  return date;
}

/** '#rrggbb' (stored in lower case); absent or blank is the default lilac. */
export function readChargeColor(value: string | null | undefined): string {
  if (blank(value)) return DEFAULT_CHARGE_COLOR;
  const color = value.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(color)) {
    throw domainError("CHARGE_COLOR_INVALID", "invalid", { value: value.trim() }, { field: "color" });
  }
  return color;
}

/** Every N months (1-12) and day (1-28); absent takes the form's default (every month, on the 1st). */
export function readChargeRecurrence(input: {
  everyNMonth?: number | null | undefined;
  dayOfMonth?: number | null | undefined;
  dateFrom: string;
}): { everyNMonth: number; dayOfMonth: number } {
  const everyNMonth = input.everyNMonth ?? DEFAULT_CHARGE_RECURRENCE.everyNMonth;
  const dayOfMonth = input.dayOfMonth ?? DEFAULT_CHARGE_RECURRENCE.dayOfMonth;
  const fieldOf: Partial<Record<string, string>> = {
    CHARGE_EVERY_OUT_OF_RANGE: "everyNMonth",
    CHARGE_DAY_OUT_OF_RANGE: "dayOfMonth",
  };
  try {
    assertChargeRecurrence({ everyNMonth, dayOfMonth, dateFrom: input.dateFrom });
  } catch (error) {
    const field = isDomainError(error) ? fieldOf[error.code] : undefined;
    if (isDomainError(error) && field) throw domainError(error.code as MessageCode, "invalid", {}, { field });
    throw error;
  }
  return { everyNMonth, dayOfMonth };
}

function readSharePercent(value: number | string): string {
  const refuse = () =>
    domainError("CHARGE_PERCENT_INVALID", "invalid", { value: String(value) }, { field: "companiesParts" });
  let pct: ReturnType<typeof toDecimal>;
  try {
    pct = toDecimal(
      decimalToString(toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value))),
    );
  } catch {
    throw refuse();
  }
  if (compareDecimal(pct, 0) < 0 || compareDecimal(pct, 100) > 0) throw refuse();
  if (pct.scale > 2)
    throw domainError("CHARGE_PERCENT_TOO_PRECISE", "invalid", {}, { field: "companiesParts" });
  return decimalToString(pct);
}

/**
 * The split of a charge: only active group companies, each once, percentages 0-100 with two decimals
 * at most, totalling exactly 100 %. Shares at 0 % are left out of what is stored.
 */
export function readChargeShares(
  parts: readonly CompanyPartInput[] | undefined,
  activeCompanyIds: readonly number[],
): ChargeShare[] {
  const active = new Set(activeCompanyIds);
  const seen = new Set<number>();
  const shares = (parts ?? []).map((part) => {
    if (!active.has(part.companyId)) {
      throw domainError(
        "CHARGE_COMPANY_NOT_ACTIVE",
        "invalid",
        { id: part.companyId },
        { field: "companiesParts" },
      );
    }
    if (seen.has(part.companyId)) {
      throw domainError("CHARGE_COMPANY_TWICE", "invalid", {}, { field: "companiesParts" });
    }
    seen.add(part.companyId);
    return { companyId: part.companyId, pct: readSharePercent(part.pct) };
  });
  try {
    assertCompanyPartsComplete(shares);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw new DomainError(error.code, error.message, error.kind, { field: "companiesParts" });
  }
  return shares.filter((share) => compareDecimal(toDecimal(share.pct), 0) !== 0);
}

/** 'Enregistrer une charge': every field read, in the order of the form; the first refusal is thrown. */
export function readCharge(input: ChargeFormInput, activeCompanyIds: readonly number[]): ChargeValues {
  const title = readChargeTitle(input.title);
  const type = readChargeType(input.type);
  const amountCents = readChargeAmount(input.amount);
  const dateFrom = readChargeDate(input.dateFrom);
  const recurrence = readChargeRecurrence({ ...input, dateFrom });
  const color = readChargeColor(input.color);
  const companiesParts = readChargeShares(input.companiesParts, activeCompanyIds);
  return { title, type, ...recurrence, amountCents, dateFrom, color, companiesParts };
}

/** The list's state filter as a query string sends it; each one must be a charge state. */
export function readChargeStates(values: readonly string[]): ChargeState[] {
  return values.map((value) => {
    if (!Object.hasOwn(CHARGE_STATE_LABELS, value)) {
      throw domainError("CHARGE_STATE_INVALID", "invalid", { value }, { field: "state" });
    }
    return value as ChargeState;
  });
}

/** The stored search text of a charge: its title and its type's label. */
export function chargeSearchText(charge: { title: string; type: ChargeType }): string {
  return normalizeSearchText(`${charge.title} ${CHARGE_TYPE_LABELS[charge.type]}`);
}

/** The list's count, as the spec writes it: '12 charge(s)'. */
export function chargeCountLabel(count: number): string {
  return `${count.toLocaleString("fr-FR")} charge(s)`;
}

const counted = (count: number, word: string) => `${count} ${word}${count > 1 ? "s" : ""}`;

/** What 'Déployer les charges dans le prévisionnel' wrote: '12 lignes ajoutées, 0 modifiée, 0 supprimée'. */
export function chargeRolloutSummary(report: { inserted: number; updated: number; deleted: number }): string {
  const written = [
    counted(report.inserted, "ligne") + (report.inserted > 1 ? " ajoutées" : " ajoutée"),
    counted(report.updated, "modifiée"),
    counted(report.deleted, "supprimée"),
  ];
  return written.join(", ");
}
