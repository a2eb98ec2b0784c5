import { type FormEvent, useState } from "react";
import type { RouterInputs } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { AccountFields } from "./account-fields";
import { type AccountErrors, type AccountValues, checkAccount, identityPayload } from "./account-form";
import { CompanyCheckboxes } from "./company-checkboxes";
import type { GroupUser } from "./user-card";

type UserChanges = Omit<RouterInputs["user"]["update"], "id">;

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
  const [values, setValues] = useState<AccountValues>({
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    password: "",
  });
  const [companyIds, setCompanyIds] = useState(user.triangleCompanies.map((company) => company.id));
  const [errors, setErrors] = useState<AccountErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAccount(values, { phoneRequired: true, passwordRequired: false });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { password, ...identity } = identityPayload(values);
    onSave(
      { ...identity, ...(password ? { password } : {}), triangleCompanyIds: companyIds },
      { onSuccess: () => setValues((all) => ({ ...all, password: "" })) },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Identité de l'utilisateur">
      <AccountFields
        idPrefix="user-edit"
        values={values}
        errors={errors}
        phoneRequired
        passwordMode="change"
        onChange={(field, value) => {
          setValues((all) => ({ ...all, [field]: value }));
          if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
        }}
      />
      <CompanyCheckboxes idPrefix="user-edit" selected={companyIds} onChange={setCompanyIds} />
      <div className="form-actions">
        <Button variant="primary" type="submit" busy={saving}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
