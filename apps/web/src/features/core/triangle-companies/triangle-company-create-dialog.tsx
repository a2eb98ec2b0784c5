import { type ChangeEvent, useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { trpc } from "../../../lib/trpc";
import { AddressInput } from "../../../ui/address/address-input";
import type { AddressValue } from "../../../ui/address/address-value";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { COMPANY_MESSAGES, useCompanyErrors } from "./company-form";

const empty = { name: "", siret: "", phone: "", email: "" };

/** 'Ajouter une entreprise': name, SIRET, phone, e-mail and an address chosen (or typed) in France. */
export function TriangleCompanyCreateDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState(empty);
  const [address, setAddress] = useState<AddressValue | null>(null);
  const form = useCompanyErrors();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const create = trpc.triangleCompany.create.useMutation({
    onSuccess: (company) => {
      toast.success(COMPANY_MESSAGES.created);
      void utils.triangleCompany.list.invalidate();
      onClose();
      navigate(routeUrl("admin-tronc-commun-company-edit", { id: company.id }));
    },
    onError: (error) => toast.error(form.fromServer(error)),
  });

  /** The props of one text input: value, change (re-checked once in error) and check on blur. */
  const input = (name: keyof typeof empty) => ({
    id: `tc-new-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((all) => ({ ...all, [name]: value }));
      if (form.errors[name]) form.check(name, value);
    },
    onBlur: () => {
      if (values[name]) form.check(name, values[name]);
    },
  });

  const submit = () => {
    const fieldsOk = form.checkAll(values);
    if (!address) form.set("address", COMPANY_MESSAGES.addressRequired);
    if (!fieldsOk || !address) return;
    create.mutate({ ...values, address });
  };

  return (
    <FormModal
      title="Ajouter une entreprise"
      formId="tc-create-form"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Nom" required error={form.errors.name}>
        <input autoComplete="organization" {...input("name")} />
      </Field>
      <div className="grid-2">
        <Field label="SIRET" required error={form.errors.siret}>
          <input inputMode="numeric" placeholder="14 chiffres" {...input("siret")} />
        </Field>
        <Field label="Téléphone" required error={form.errors.phone}>
          <input type="tel" placeholder="04 72 00 00 00" {...input("phone")} />
        </Field>
      </div>
      <Field label="E-mail" required error={form.errors.email}>
        <input type="email" placeholder="contact@exemple.fr" {...input("email")} />
      </Field>
      <AddressInput
        id="tc-new-address"
        label="Adresse"
        required
        value={address}
        onChange={(next) => {
          setAddress(next);
          if (next) form.clear("address");
        }}
        error={form.errors.address}
      />
    </FormModal>
  );
}
