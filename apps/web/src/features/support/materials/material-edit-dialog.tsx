import { MATERIAL_TYPE_LABELS, MATERIAL_TYPES, type MaterialType } from "@tronc/domain";
import { useState } from "react";
import { canAccess } from "../../../app/access";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage, GENERIC_ERROR } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { HistoryButton } from "../../../ui/history-panel";
import { Modal } from "../../../ui/modal";
import { QueryStatus } from "../../../ui/query-status";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import {
  draftOf,
  emptyDraft,
  errorsOfRefusal,
  FIELD_LABELS,
  type MaterialDraft,
  type MaterialErrors,
  materialDifferences,
  materialInput,
  missingRequired,
} from "./material-form";
import {
  MATERIAL_MESSAGES,
  type MaterialOptions,
  type MaterialView,
  materialTitle,
} from "./material-helpers";
import { MaterialReveals } from "./material-reveals";
import { DraftText, FormSection, MaterialTypeFields } from "./material-type-fields";

const OPTIONS_STALE_MS = 5 * 60_000;
/** 'Modifier le téléphone « … »'. */
const THE_TYPE: Record<MaterialType, string> = {
  phone: "le téléphone",
  vehicule: "le véhicule",
  animatos: "l'animatos",
};

/** The group companies and holders offered, plus the saved ones no longer active (kept, not lost). */
function withSaved<T extends { id: number }>(offered: readonly T[], saved: T | null | undefined): T[] {
  return saved && !offered.some((one) => one.id === saved.id) ? [...offered, saved] : [...offered];
}

function TypePicker({ value, onChange }: { value: MaterialType; onChange(type: MaterialType): void }) {
  return (
    <fieldset className="material-type-picker">
      <legend className="field-label field-required">Type de matériel</legend>
      <div className="material-type-options">
        {MATERIAL_TYPES.map((type) => (
          <label key={type} className="material-type-option">
            <input
              type="radio"
              name="material-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            {MATERIAL_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface FormProps {
  material: MaterialView | null;
  initialType: MaterialType;
  options: MaterialOptions;
  onClose(): void;
}

function MaterialForm({ material, initialType, options, onClose }: FormProps) {
  const me = useSessionUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<MaterialDraft>(() =>
    material ? draftOf(material) : emptyDraft(initialType),
  );
  const [errors, setErrors] = useState<MaterialErrors>({});
  const change = (changes: Partial<MaterialDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const secretsSet = material?.secretsSet ?? {};

  const onSaved = async (saved: MaterialView) => {
    utils.material.get.setData({ id: saved.id }, saved);
    toast.success(material ? MATERIAL_MESSAGES.updated : MATERIAL_MESSAGES.created);
    onClose();
    await Promise.all([utils.material.search.invalidate(), utils.material.choices.invalidate()]);
  };
  const onError = (error: unknown) => {
    if (conflict.handle(error)) return;
    const found = errorsOfRefusal(error, GENERIC_ERROR);
    setErrors(found);
    toast.error(Object.values(found)[0] ?? apiErrorMessage(error));
  };
  const create = trpc.material.create.useMutation({ onSuccess: onSaved, onError });
  const update = trpc.material.update.useMutation({ onSuccess: onSaved, onError });
  const companies = withSaved(options.triangleCompanies, material?.triangleOwner);
  const owners = withSaved(options.owners, material?.owner);
  // Declared before: the conflict dialog is built while this hook runs and names them.
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.material.get.query({ id: material?.id ?? 0 }),
    differences: (current) => materialDifferences(draft, current, { companies, owners }),
    reload: (current) => {
      // The modal's material is the cached one: it shows the colleague's version from now on.
      utils.material.get.setData({ id: current.id }, current);
      setDraft(draftOf(current));
      setErrors({});
    },
    overwrite: (version) => {
      if (material) update.mutate({ id: material.id, version, ...materialInput(draft, true) });
    },
  });

  const submit = () => {
    const missing = missingRequired(draft, secretsSet);
    if (Object.keys(missing).length > 0) {
      const names = Object.keys(missing).map((key) => FIELD_LABELS[key as keyof typeof FIELD_LABELS]);
      setErrors({ ...missing, form: `Renseignez les champs obligatoires : ${names.join(", ")}.` });
      return;
    }
    setErrors({});
    const input = materialInput(draft, material !== null);
    if (material) update.mutate({ id: material.id, version: material.version, ...input });
    else create.mutate({ type: draft.type, ...input });
  };

  const reveal = material && canAccess(me, "superAdmin") ? { materialId: material.id } : undefined;
  const title = material
    ? `Modifier ${THE_TYPE[material.type]} « ${materialTitle(material)} »`
    : "Ajouter du matériel";
  return (
    <FormModal
      title={title}
      formId="material-form"
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="material-form stack"
    >
      {material && <HistoryButton kind="material" id={material.id} placement="row" />}
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
      <div className="material-form-top">
        {material ? (
          <p className="material-form-type">
            Type : <strong>{MATERIAL_TYPE_LABELS[material.type]}</strong>
          </p>
        ) : (
          <TypePicker value={draft.type} onChange={(type) => change({ type })} />
        )}
        <Switch
          id="material-active"
          label={draft.isActive ? "Actif" : "Inactif"}
          checked={draft.isActive}
          onChange={(isActive) => change({ isActive })}
        />
      </div>
      <FormSection title="Général">
        <Field label={FIELD_LABELS.triangleOwnerId} required error={errors.triangleOwnerId}>
          <select
            id="material-triangleOwnerId"
            value={draft.triangleOwnerId ?? ""}
            onChange={(event) =>
              change({ triangleOwnerId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">Choisir…</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={FIELD_LABELS.ownerUserId} error={errors.ownerUserId}>
          <select
            id="material-ownerUserId"
            value={draft.ownerUserId ?? ""}
            onChange={(event) =>
              change({ ownerUserId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">Personne</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.fullname}
              </option>
            ))}
          </select>
        </Field>
        <Field label={FIELD_LABELS.buyAt} required error={errors.buyAt}>
          <DateInput id="material-buyAt" value={draft.buyAt} onChange={(buyAt) => change({ buyAt })} />
        </Field>
        <DraftText draft={draft} errors={errors} onChange={change} field="name" />
        <DraftText draft={draft} errors={errors} onChange={change} field="brand" />
        <DraftText draft={draft} errors={errors} onChange={change} field="model" />
      </FormSection>
      <MaterialTypeFields
        draft={draft}
        errors={errors}
        onChange={change}
        options={options}
        secretsSet={secretsSet}
        reveal={reveal}
      />
      <Field label={FIELD_LABELS.note} error={errors.note}>
        <textarea
          id="material-note"
          className="input"
          rows={2}
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
        />
      </Field>
      {reveal && <MaterialReveals materialId={reveal.materialId} />}
      {conflict.dialog}
    </FormModal>
  );
}

/**
 * 'Ajouter du matériel' (type chosen first, the list's type by default) or the edit of a saved
 * one (its type fixed): the common fields, then those of its type, then its codes.
 */
export function MaterialEditDialog({
  materialId,
  initialType = "phone",
  onClose,
}: {
  materialId?: number;
  initialType?: MaterialType;
  onClose(): void;
}) {
  const options = trpc.material.options.useQuery(undefined, { staleTime: OPTIONS_STALE_MS });
  const material = trpc.material.get.useQuery({ id: materialId ?? 0 }, { enabled: materialId !== undefined });
  const loading = options.data === undefined || (materialId !== undefined && material.data === undefined);
  if (loading) {
    const failed = options.isError ? options : material;
    return (
      <Modal open onOpenChange={(open) => !open && onClose()} title="Matériel">
        <QueryStatus query={failed.isError ? failed : { isPending: true, isError: false, error: null }} />
      </Modal>
    );
  }
  return (
    <MaterialForm
      material={materialId !== undefined ? (material.data ?? null) : null}
      initialType={initialType}
      options={options.data}
      onClose={onClose}
    />
  );
}
