import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { useToast } from "../../../ui/toast";
import {
  type AccountErrors,
  type AccountField,
  type AccountRules,
  type AccountValues,
  checkAccount,
  emptyAccount,
  fieldOfServerError,
  identityPayload,
} from "./account-form";

/**
 * The identity fields of an account (group user or coach, new or edited): the values, their French
 * errors (checked before sending, then the server's under its field) and the identity to send.
 */
export function useAccountForm(rules: AccountRules, initial: AccountValues = emptyAccount) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AccountErrors>({});
  const toast = useToast();
  return {
    /** The props of AccountFields. */
    fields: {
      values,
      errors,
      phoneRequired: rules.phoneRequired,
      onChange: (field: AccountField, value: string) => {
        setValues((all) => ({ ...all, [field]: value }));
        if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
      },
    },
    /** Checks every field; the identity to send, or null when a field is refused. */
    valid: () => {
      const found = checkAccount(values, rules);
      setErrors(found);
      return Object.keys(found).length === 0 ? identityPayload(values) : null;
    },
    /** After a save: the password typed is not kept in the form. */
    clearPassword: () => setValues((all) => ({ ...all, password: "" })),
    /** A refusal of the server: under its field when it names one, and in a toast. */
    onServerError: (error: unknown) => {
      const field = fieldOfServerError(error);
      if (field) setErrors((all) => ({ ...all, [field]: apiErrorMessage(error) }));
      toast.error(apiErrorMessage(error));
    },
  };
}
