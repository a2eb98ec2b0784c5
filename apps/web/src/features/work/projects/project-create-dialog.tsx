import { MESSAGES, PROJECT_TITLE_MAX } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage, domainErrorOf, fieldErrorsOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { ClientPicker } from "./client-picker";
import { PROJECT_MESSAGES, type ProjectOptions } from "./project-helpers";

type Errors = Partial<Record<"name" | "company" | "owner" | "deliveryDate" | "form", string>>;

const FIELD_OF: Record<string, keyof Errors> = {
  name: "name",
  companyId: "company",
  ownerTriangleCompanyId: "owner",
  deliveryDate: "deliveryDate",
};

/** 'Ajouter un projet': a manual project (internal), then its detail opens. */
export function ProjectCreateDialog({
  options,
  onClose,
}: {
  options: ProjectOptions | undefined;
  onClose(): void;
}) {
  const me = useSessionUser();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const mine = options?.myTriangleCompanies ?? [];
  const [name, setName] = useState("");
  const [client, setClient] = useState<{ id: number; name: string } | null>(null);
  const [ownerId, setOwnerId] = useState<number | null>(mine.length === 1 ? (mine[0]?.id ?? null) : null);
  const [managerId, setManagerId] = useState(me.id);
  const [deliveryDate, setDeliveryDate] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const create = trpc.project.create.useMutation({
    onSuccess: (project) => {
      void utils.project.search.invalidate();
      onClose();
      navigate(routeUrl("admin-tronc-commun-projects-edit", { id: project.id }));
    },
    onError: (error) => {
      const domain = domainErrorOf(error);
      const fields = fieldErrorsOf(error);
      const [field, messages] = Object.entries(fields)[0] ?? [];
      const key = FIELD_OF[domain?.field ?? field ?? ""] ?? "form";
      setErrors({ [key]: messages?.[0] ?? apiErrorMessage(error) });
    },
  });
  const submit = () => {
    const missing: Errors = {};
    if (!name.trim()) missing.name = MESSAGES.PROJECT_NAME_REQUIRED;
    if (!client) missing.company = "Choisissez le client";
    if (!ownerId) missing.owner = "Choisissez l'entreprise du groupe qui gère le dossier";
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !client || !ownerId) return;
    create.mutate({
      name,
      companyId: client.id,
      ownerTriangleCompanyId: ownerId,
      projectManagerId: managerId,
      deliveryDate: deliveryDate || undefined,
    });
  };
  return (
    <FormModal
      title="Nouveau projet"
      formId="project-create-form"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="stack"
    >
      <p className="alert alert-info project-manual-note">{PROJECT_MESSAGES.manualNote}</p>
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
      <Field label="Titre" required error={errors.name}>
        <input
          id="project-create-name"
          maxLength={PROJECT_TITLE_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <div className={`field${errors.company ? " has-error" : ""}`}>
        <label htmlFor="project-create-client" className="field-required">
          Client
        </label>
        <ClientPicker
          id="project-create-client"
          value={client}
          onChange={setClient}
          invalid={Boolean(errors.company)}
        />
        {errors.company && (
          <span className="field-error" role="alert">
            {errors.company}
          </span>
        )}
      </div>
      <Field label="Entreprise du groupe qui gère le dossier" required error={errors.owner}>
        <select
          id="project-create-owner"
          value={ownerId ?? ""}
          onChange={(event) => setOwnerId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Choisir…</option>
          {mine.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Chef de projet" required>
        <select
          id="project-create-manager"
          value={managerId}
          onChange={(event) => setManagerId(Number(event.target.value))}
        >
          {(options?.users ?? [{ id: me.id, fullname: me.fullname }]).map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullname}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Date de livraison prévue" error={errors.deliveryDate}>
        <DateInput id="project-create-delivery" value={deliveryDate} onChange={setDeliveryDate} />
      </Field>
    </FormModal>
  );
}
