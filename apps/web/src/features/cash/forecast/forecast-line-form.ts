import type { Cents } from "@tronc/domain";
import {
  addMonths,
  type CompanyPartInput,
  centsToEuroNumber,
  type ForecastEditScope,
  firstDayOfMonth,
  forecastWindowRange,
  formatMessage,
  normalizeFrenchDecimal,
  readPercent,
  type TransactionType,
  toCents,
  toDecimal,
  withTransactionType,
} from "@tronc/domain";
import type { RouterInputs } from "../../../lib/trpc";
import type { ForecastCompany, LineEditing } from "./forecast-types";

/** What the modal holds while it is typed: the amount without its sign, which the type gives. */
export interface LineDraft {
  type: TransactionType;
  title: string;
  amountCents: Cents | null;
  /** Percent per group company, as typed ('33,33'). */
  pcts: Record<number, string>;
  scope: ForecastEditScope;
  deactivateCharge: boolean;
  isReal: boolean;
  realDay: string;
}

export type LineErrorKey = "type" | "title" | "amount" | "companiesParts" | "scope" | "realDay" | "form";
export type LineErrors = Partial<Record<LineErrorKey, string>>;

const ERROR_KEYS: readonly string[] = ["type", "title", "amount", "companiesParts", "scope", "realDay"];

/** Where a refusal of the server shows: under its field, else at the bottom of the form. */
export function errorKeyOf(field: string | undefined): LineErrorKey {
  if (field === "date") return "realDay";
  if (field === "deactivateCharge") return "scope";
  if (field?.startsWith("companiesParts")) return "companiesParts";
  return field && ERROR_KEYS.includes(field) ? (field as LineErrorKey) : "form";
}

const pctText = (pct: number) => String(pct).replace(".", ",");

export function initialDraft(editing: LineEditing): LineDraft {
  if (editing.mode === "create") {
    return {
      type: "expense",
      title: "",
      amountCents: null,
      pcts: {},
      scope: "ONLY_THIS",
      deactivateCharge: false,
      isReal: false,
      realDay: "",
    };
  }
  const { line } = editing;
  return {
    type: line.transactionType,
    title: line.title,
    amountCents: toCents(Math.abs(line.amountCents)),
    pcts: Object.fromEntries(line.companiesParts.map((part) => [part.companyId, pctText(part.pct)])),
    scope: "ONLY_THIS",
    deactivateCharge: false,
    isReal: line.isReal,
    realDay: line.realDay ?? "",
  };
}

/** A typed percent read: null when empty, an error when it is not a number from 0 to 100 (2 decimals). */
export function readPct(text: string): { pct: string | null; error: string | null } {
  const trimmed = text.trim();
  if (!trimmed) return { pct: null, error: null };
  try {
    const pct = normalizeFrenchDecimal(trimmed);
    readPercent(pct, "PERCENT_OUT_OF_RANGE");
    if (toDecimal(pct).scale > 2) return { pct: null, error: formatMessage("FORECAST_PERCENT_TOO_PRECISE") };
    return { pct, error: null };
  } catch {
    return { pct: null, error: formatMessage("FORECAST_PERCENT_INVALID", { value: trimmed }) };
  }
}

/** For the split table: a typed percent as decimal text ('0' when empty), null when it is refused. */
export function splitTablePct(text: string): string | null {
  const { pct, error } = readPct(text);
  return error ? null : (pct ?? "0");
}

/** The split of the active group companies as typed (an unreadable or empty percent counts as 0). */
export function draftParts(draft: LineDraft, companies: readonly ForecastCompany[]): CompanyPartInput[] {
  return companies.map((company) => ({
    companyId: company.id,
    pct: readPct(draft.pcts[company.id] ?? "").pct ?? "0",
  }));
}

export const signedAmount = (draft: LineDraft) =>
  draft.amountCents === null ? null : withTransactionType(draft.amountCents, draft.type);

/** The days a real payment may be declared on: 12 months back from this month to the window's end. */
export function realDaySpan(today: string): { from: string; to: string } {
  return { from: addMonths(firstDayOfMonth(today), -12), to: forecastWindowRange(today).to };
}

export function isRealDayValid(draft: LineDraft, today: string): boolean {
  const span = realDaySpan(today);
  return draft.realDay !== "" && draft.realDay >= span.from && draft.realDay <= span.to;
}

/** What is wrong before sending, under each field. */
export function checkDraft(draft: LineDraft, companies: readonly ForecastCompany[]): LineErrors {
  const errors: LineErrors = {};
  if (draft.deactivateCharge) return errors;
  if (!draft.title.trim()) errors.title = formatMessage("FORECAST_TITLE_REQUIRED");
  if (draft.amountCents === null) errors.amount = formatMessage("FORECAST_AMOUNT_REQUIRED");
  const badPct = companies.map((company) => readPct(draft.pcts[company.id] ?? "").error).find(Boolean);
  if (badPct) errors.companiesParts = badPct;
  return errors;
}

const sentParts = (draft: LineDraft, companies: readonly ForecastCompany[]) =>
  draftParts(draft, companies).filter((part) => part.pct !== "0");

const euros = (draft: LineDraft) => {
  const cents = signedAmount(draft);
  return cents === null ? null : centsToEuroNumber(cents);
};

export function createInput(
  draft: LineDraft,
  date: string,
  companies: readonly ForecastCompany[],
): RouterInputs["forecastItem"]["create"] {
  return {
    date,
    title: draft.title.trim(),
    amount: euros(draft),
    type: draft.type,
    companiesParts: sentParts(draft, companies),
  };
}

export function updateInput(
  draft: LineDraft,
  line: { id: number; chargeId: number | null },
  companies: readonly ForecastCompany[],
): RouterInputs["forecastItem"]["update"] {
  const fromCharge = line.chargeId !== null;
  return {
    id: line.id,
    title: draft.title.trim(),
    amount: euros(draft),
    type: draft.type,
    companiesParts: sentParts(draft, companies),
    ...(fromCharge ? { scope: draft.scope } : {}),
    ...(fromCharge && draft.scope === "THIS_AND_FUTURE" ? { deactivateCharge: draft.deactivateCharge } : {}),
    isReal: draft.isReal,
    realDay: draft.isReal ? draft.realDay : null,
  };
}
