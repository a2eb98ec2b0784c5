import type { Cents } from "@tronc/domain";
import {
  CHARGE_TYPE_LABELS,
  type ChargeType,
  centsToEuroNumber,
  collectRefusals,
  DEFAULT_CHARGE_COLOR,
  DEFAULT_CHARGE_RECURRENCE,
  readChargeAmount,
  readChargeDate,
  readChargeShares,
  readChargeTitle,
  readChargeType,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { CompanySplitTable, type SplitCompany } from "../../../ui/company-split-table";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { placeRefusal, sameNameIn } from "../../../ui/form-errors";
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
const ERROR_KEYS: readonly ErrorKey[] = [
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

/** Where a refusal goes: every message under the field the server names, the rest above the buttons. */
function errorsOf(error: unknown): Errors {
  const placed = placeRefusal(error, sameNameIn(ERROR_KEYS));
  return placed.general ? { ...placed.fields, form: placed.general } : placed.fields;
}

/** The split as sent: the shares typed, by company. */
const partsOf = (draft: Draft, companies: readonly SplitCompany[]) =>
  companies
    .filter((company) => (draft.pcts[company.id] ?? "").trim() !== "")
    .map((company) => ({ id: company.id, pct: draft.pcts[company.id] ?? "0" }));

/** Every refusal of the form at once, by the domain's readers the server uses too. */
function draftErrors(draft: Draft, companies: readonly SplitCompany[]): Errors {
  return collectRefusals<ErrorKey>({
    title: () => readChargeTitle(draft.title),
    type: () => readChargeType(draft.type),
    amount: () => readChargeAmount(draft.amountCents === null ? null : centsToEuroNumber(draft.amountCents)),
    dateFrom: () => readChargeDate(draft.dateFrom),
    companiesParts: () =>
      readChargeShares(
        partsOf(draft, companies).map(({ id, pct }) => ({ companyId: id, pct })),
        companies.map((company) => company.id),
      ),
  });
}

/** 'Enregistrer une charge': name, type, every N months, day, amount (an expense), start, colour, split. */
export function ChargeCreateModal({ onClose }: { onClose(): void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [unreadAmount, setUnreadAmount] = useState<string | null>(null);
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
    // A text the amount field could not read keeps its own message.
    const refused = {
      ...draftErrors(draft, splitCompanies),
      ...(unreadAmount ? { amount: unreadAmount } : {}),
    };
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    create.mutate({
      title: draft.title,
      type: draft.type || null,
      everyNMonth: draft.everyNMonth,
      dayOfMonth: draft.dayOfMonth,
      amount: draft.amountCents === null ? null : centsToEuroNumber(-Math.abs(draft.amountCents)),
      dateFrom: draft.dateFrom || null,
      color: draft.color,
      companiesParts: partsOf(draft, splitCompanies),
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
          onParseError={(message) => {
            setUnreadAmount(message);
            setErrors((current) => ({ ...current, amount: message ?? undefined }));
          }}
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
