import { GROUP_PRODUCT_TYPE_LABELS, GROUP_PRODUCT_TYPES, UNITIES, UNITY_LABELS } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { MoneyInput } from "../../../ui/money-input";
import { Switch } from "../../../ui/switch";
import {
  type GroupProductDraft,
  type GroupProductErrors,
  isProductType,
  unityOrEmpty,
} from "./group-product-form";

interface FieldsProps {
  draft: GroupProductDraft;
  errors: GroupProductErrors;
  readOnly: boolean;
  onChange(changes: Partial<GroupProductDraft>): void;
  onPriceText(message: string | null): void;
}

/** The left side of the modal: every field of the spec (document 2 §2). */
export function GroupProductFields({ draft, errors, readOnly, onChange, onPriceText }: FieldsProps) {
  const vats = trpc.vat.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const companies = trpc.triangleCompany.list.useQuery(
    { page: 1, maxResults: 500 },
    { staleTime: 5 * 60_000 },
  );
  const toggleCompany = (id: number, checked: boolean) =>
    onChange({
      triangleCompanyIds: checked
        ? [...draft.triangleCompanyIds, id]
        : draft.triangleCompanyIds.filter((other) => other !== id),
    });
  return (
    <fieldset className="gp-fields form-grid" disabled={readOnly}>
      <Field label="Titre" error={errors.name} required wide>
        <input id="gp-name" value={draft.name} onChange={(event) => onChange({ name: event.target.value })} />
      </Field>
      <Field label="Référence" error={errors.reference} required>
        <input
          id="gp-reference"
          maxLength={60}
          value={draft.reference}
          onChange={(event) => onChange({ reference: event.target.value })}
        />
      </Field>
      <Field label="Type" error={errors.type} required>
        <select
          id="gp-type"
          value={draft.type}
          onChange={(event) =>
            onChange({ type: isProductType(event.target.value) ? event.target.value : "" })
          }
        >
          <option value="">Choisir…</option>
          {GROUP_PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {GROUP_PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Prix HT" error={errors.priceCents} required>
        <MoneyInput
          id="gp-price"
          value={draft.priceCents}
          onChange={(priceCents) => onChange({ priceCents })}
          onParseError={onPriceText}
        />
      </Field>
      <Field label="Unité" error={errors.unity} required>
        <select
          id="gp-unity"
          value={draft.unity}
          onChange={(event) => onChange({ unity: unityOrEmpty(event.target.value) })}
        >
          <option value="">Choisir…</option>
          {UNITIES.map((unity) => (
            <option key={unity} value={unity}>
              par {UNITY_LABELS[unity].one}
            </option>
          ))}
        </select>
      </Field>
      <Field label="TVA" error={errors.vatRateId} required>
        <select
          id="gp-vat"
          value={draft.vatRateId ?? ""}
          onChange={(event) =>
            onChange({ vatRateId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">Choisir…</option>
          {vats.data?.map((vat) => (
            <option key={vat.id} value={vat.id}>
              {String(vat.tva).replace(".", ",")} %
            </option>
          ))}
        </select>
      </Field>
      <div className="field gp-enabled">
        <Switch
          id="gp-enabled"
          label="Produit actif"
          checked={draft.isEnabled}
          onChange={(isEnabled) => onChange({ isEnabled })}
        />
      </div>
      <fieldset className={`field field-wide gp-companies${errors.triangleCompanyIds ? " has-error" : ""}`}>
        <legend className="field-required">Entreprises associées</legend>
        <div className="gp-company-boxes">
          {companies.data?.items.map((company) => (
            <label key={company.id} className="gp-company-box">
              <input
                type="checkbox"
                checked={draft.triangleCompanyIds.includes(company.id)}
                onChange={(event) => toggleCompany(company.id, event.target.checked)}
              />
              {company.name}
            </label>
          ))}
        </div>
        {errors.triangleCompanyIds && (
          <span className="field-error" role="alert">
            {errors.triangleCompanyIds}
          </span>
        )}
      </fieldset>
      <Field label="Description" wide>
        <textarea
          id="gp-description"
          rows={4}
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
    </fieldset>
  );
}
