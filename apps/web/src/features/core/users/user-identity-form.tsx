import { type FormEvent, useState } from "react";
import type { RouterInputs } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { AccountFields } from "./account-fields";
import { CompanyCheckboxes } from "./company-checkboxes";
import { useAccountForm } from "./use-account-form";
import type { GroupUser } from "./user-card";

type UserChanges = Omit<RouterInputs["user"]["update"], "id" | "version">;

/** Identity, new password and group companies, saved together with 'Enregistrer'. */
export function UserIdentityForm({
  user,
  saving,
  onSave,
}: {
  user: GroupUser;
  saving: boolean;
  onSave(changes: UserChanges, options: { onSuccess(): void }): void;
}) {
  const form = useAccountForm({ phoneRequired: true, passwordRequired: false }, { ...user, password: "" });
  const [companyIds, setCompanyIds] = useState(user.triangleCompanies.map((company) => company.id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.valid();
    if (!valid) return;
    const { password, ...identity } = valid;
    onSave(
      { ...identity, ...(password ? { password } : {}), triangleCompanyIds: companyIds },
      { onSuccess: form.clearPassword },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Identité de l'utilisateur">
      <AccountFields idPrefix="user-edit" passwordMode="change" {...form.fields} />
      <CompanyCheckboxes idPrefix="user-edit" selected={companyIds} onChange={setCompanyIds} />
      <div className="form-actions">
        <Button variant="primary" type="submit" busy={saving}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
