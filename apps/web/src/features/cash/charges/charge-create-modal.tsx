import type { Cents } from "@tronc/domain";
import {
  CHARGE_TYPE_LABELS,
  type ChargeType,
  centsToEuroNumber,
  DEFAULT_CHARGE_COLOR,
  DEFAULT_CHARGE_RECURRENCE,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf, fieldErrorsOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { CompanySplitTable, type SplitCompany } from "../../../ui/company-split-table";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { MoneyInput } from "../../../ui/money-input";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { readTypedPercent } from "./charge-percent";

interface Draft {
  title: string;
  type: ChargeType | "";
  everyNMonth: number;
  dayOfMonth: number;
  amountCents: Cents | null;
  dateFrom: string;
  color: string;
  pcts: Record<number, string>;
}

type ErrorKey =
  | "title"
  | "type"
  | "everyNMonth"
  | "dayOfMonth"
  | "amount"
  | "dateFrom"
  | "color"
  | "companiesParts";
type Errors = Partial<Record<ErrorKey | "form", string>>;
const ERROR_KEYS: readonly string[] = [
  "title",
  "type",
  "everyNMonth",
  "dayOfMonth",
  "amount",
  "dateFrom",
  "color",
  "companiesParts",
];

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 28 }, (_, index) => index + 1);
const TYPES = Object.entries(CHARGE_TYPE_LABELS) as [ChargeType, string][];

const emptyDraft = (): Draft => ({
  title: "",
  type: "",
  ...DEFAULT_CHARGE_RECURRENCE,
  amountCents: null,
  dateFrom: toParisDate(new Date()),
  color: DEFAULT_CHARGE_COLOR,
  pcts: {},
});

/** Where a refusal goes: under its field when the server names one, else above the buttons. */
function errorsOf(error: unknown): Errors {
  const refusal = domainErrorOf(error);
  const [zodField, messages] = Object.entries(fieldErrorsOf(error))[0] ?? [];
  const field = (refusal?.field ?? zodField ?? "form").split(".")[0] ?? "form";
  const message = refusal?.message ?? messages?.[0] ?? apiErrorMessage(error);
  return { [ERROR_KEYS.includes(field) ? field : "form"]: message };
}

/** 'Enregistrer une charge': name, type, every N months, day, amount (an expense), start, colour, split. */
export function ChargeCreateModal({ onClose }: { onClose(): void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const companies = trpc.triangleCompany.list.useQuery(
    { activeOnly: true, page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  const create = trpc.charge.create.useMutation({
    onSuccess: async (charge) => {
      toast.success(`La charge « ${charge.title} » est enregistrée`);
      await utils.charge.invalidate();
      onClose();
    },
    onError: (error) => {
      const next = errorsOf(error);
      setErrors(next);
      toast.error(Object.values(next)[0] ?? apiErrorMessage(error));
    },
  });
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const splitCompanies: SplitCompany[] = companies.data?.items ?? [];
  const submit = () => {
    setErrors({});
    create.mutate({
      title: draft.title,
      type: draft.type || null,
      everyNMonth: draft.everyNMonth,
      dayOfMonth: draft.dayOfMonth,
      amount: draft.amountCents === null ? null : centsToEuroNumber(-Math.abs(draft.amountCents)),
      dateFrom: draft.dateFrom || null,
      color: draft.color,
      companiesParts: splitCompanies
        .filter((company) => (draft.pcts[company.id] ?? "").trim() !== "")
        .map((company) => ({ id: company.id, pct: draft.pcts[company.id] ?? "0" })),
    });
  };
  return (
    <FormModal
      title="Enregistrer une charge"
      formId="charge-create"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="form-grid charge-form"
    >
      <Field label="Nom" required error={errors.title} wide>
        <input
          id="charge-title"
          maxLength={255}
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <Field label="Type" required error={errors.type}>
        <select
          id="charge-type"
          value={draft.type}
          onChange={(event) => set({ type: event.target.value as ChargeType | "" })}
        >
          <option value="">Choisir…</option>
          {TYPES.map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Montant" required error={errors.amount} hint="Une charge est toujours une dépense.">
        <MoneyInput
          id="charge-amount"
          value={draft.amountCents === null ? null : toCents(-Math.abs(draft.amountCents))}
          onChange={(amountCents) =>
            set({ amountCents: amountCents === null ? null : toCents(-Math.abs(amountCents)) })
          }
          onParseError={(message) => setErrors((current) => ({ ...current, amount: message ?? undefined }))}
        />
      </Field>
      <Field label="Tous les (mois)" required error={errors.everyNMonth}>
        <select
          id="charge-every"
          value={draft.everyNMonth}
          onChange={(event) => set({ everyNMonth: Number(event.target.value) })}
        >
          {MONTHS.map((months) => (
            <option key={months} value={months}>
              {months} mois
            </option>
          ))}
        </select>
      </Field>
      <Field label="Jour du mois" required error={errors.dayOfMonth}>
        <select
          id="charge-day"
          value={draft.dayOfMonth}
          onChange={(event) => set({ dayOfMonth: Number(event.target.value) })}
        >
          {DAYS.map((day) => (
            <option key={day} value={day}>
              le {day}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Date de début" required error={errors.dateFrom}>
        <DateInput id="charge-date-from" value={draft.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
      </Field>
      <Field label="Couleur" error={errors.color}>
        <input
          id="charge-color"
          type="color"
          className="charge-color-input"
          value={draft.color}
          onChange={(event) => set({ color: event.target.value })}
        />
      </Field>
      <QueryStatus query={companies} loadingLabel="Chargement des entreprises du groupe…" />
      <CompanySplitTable
        idPrefix="charge-split"
        className="charge-split field-wide"
        companies={splitCompanies}
        pcts={draft.pcts}
        amountCents={draft.amountCents}
        readPct={readTypedPercent}
        error={errors.companiesParts}
        onChange={(companyId, pct) => set({ pcts: { ...draft.pcts, [companyId]: pct } })}
      />
      {errors.form && (
        <p className="alert alert-danger field-wide" role="alert">
          {errors.form}
        </p>
      )}
    </FormModal>
  );
}
