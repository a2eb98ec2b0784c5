import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import {
  type BankAccount,
  type BankAccountDraft,
  type BankAccountErrors,
  draftOf,
  EMPTY_DRAFT,
  errorsOfRefusal,
  payloadOf,
} from "./bank-account-form";

/**
 * 'Ajouter un compte bancaire' or 'Modifier le compte bancaire': group company, name, IBAN, BIC,
 * opening balance and date. The server checks every field (the IBAN's key, the BIC's shape) and its
 * refusal shows under the field; the modal stays open with what was typed.
 */
export function BankAccountFormModal({ account, onClose }: { account?: BankAccount; onClose(): void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<BankAccountDraft>(account ? draftOf(account) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<BankAccountErrors>({});
  const companies = trpc.triangleCompany.list.useQuery(
    { activeOnly: true, page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  const handlers = {
    onSuccess: async () => {
      toast.success(account ? MESSAGES.CHANGE_SAVED : MESSAGES.BANK_ACCOUNT_SAVED);
      await utils.bankAccount.list.invalidate();
      onClose();
    },
    onError: (error: unknown) => {
      setErrors(errorsOfRefusal(error));
      toast.error(apiErrorMessage(error));
    },
  };
  const create = trpc.bankAccount.create.useMutation(handlers);
  const update = trpc.bankAccount.update.useMutation(handlers);
  const set = (field: keyof BankAccountDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = () => {
    const payload = payloadOf(draft);
    if (account) update.mutate({ id: account.id, ...payload });
    else create.mutate(payload);
  };

  return (
    <FormModal
      title={account ? "Modifier le compte bancaire" : "Ajouter un compte bancaire"}
      formId="bank-account-form"
      className="form-grid"
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Société du groupe" required error={errors.triangleCompany} wide>
        <select
          id="bank-account-company"
          className="input"
          value={draft.triangleCompany}
          onChange={(event) => set("triangleCompany")(event.target.value)}
        >
          <option value="">Choisir une société</option>
          {companies.data?.items.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        id="bank-account-name"
        label="Nom du compte"
        required
        wide
        value={draft.name}
        error={errors.name}
        onChange={set("name")}
      />
      <TextField
        id="bank-account-iban"
        label="IBAN"
        required
        wide
        placeholder="FR76 3000 4000 0500 0123 4567 867"
        value={draft.iban}
        error={errors.iban}
        onChange={set("iban")}
      />
      <TextField
        id="bank-account-bic"
        label="BIC"
        value={draft.bic}
        error={errors.bic}
        onChange={set("bic")}
      />
      <TextField
        id="bank-account-balance"
        label="Solde d'ouverture (€)"
        inputMode="decimal"
        value={draft.openingBalance}
        error={errors.openingBalance}
        onChange={set("openingBalance")}
      />
      <Field label="Date d'ouverture" required error={errors.openingDate}>
        <DateInput id="bank-account-date" value={draft.openingDate} onChange={set("openingDate")} />
      </Field>
    </FormModal>
  );
}
