import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import type { AddressValue } from "../../../ui/address/address-value";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import {
  CLIENT_MESSAGES,
  type ClientSheet,
  type CompanyDraft,
  type CompanyErrors,
  checkCompany,
  companyDifferences,
  companyDraftOf,
  companyFieldOf,
  companyInput,
  domainCodeOf,
  EMPTY_COMPANY,
} from "./client-form";
import { CompanyFields } from "./company-fields";

/** 'Client de': a box per group company (the ones already linked stay listed even if inactive). */
function ClientOfBoxes({
  sheet,
  value,
  onChange,
}: {
  sheet?: ClientSheet;
  value: number[];
  onChange(ids: number[]): void;
}) {
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const groups = [...(options.data?.triangleCompanies ?? [])];
  for (const link of sheet?.triangleCustomers ?? []) {
    if (!groups.some((group) => group.id === link.triangleCompany.id))
      groups.push({ ...link.triangleCompany, color: "" });
  }
  return (
    <fieldset className="client-of field-wide">
      <legend className="field-label">Client de</legend>
      <div className="row">
        {groups.map((group) => (
          <label key={group.id} className="client-of-box">
            <input
              type="checkbox"
              checked={value.includes(group.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, group.id] : value.filter((id) => id !== group.id))
              }
            />
            {group.name}
          </label>
        ))}
      </div>
      <span className="field-hint">
        Une entreprise nouvellement cochée rattache ce client comme prospect.
      </span>
    </fieldset>
  );
}

/** The client's identity: created from the list ('Ajouter un client') or edited from the client sheet. */
export function ClientCompanyDialog({ sheet, onClose }: { sheet?: ClientSheet; onClose(): void }) {
  const [draft, setDraft] = useState<CompanyDraft>(sheet ? companyDraftOf(sheet) : EMPTY_COMPANY);
  const [address, setAddress] = useState<AddressValue | null>(null);
  const [complement, setComplement] = useState(sheet?.address?.complement ?? "");
  const [groups, setGroups] = useState<number[]>(
    sheet?.triangleCustomers.map((link) => link.triangleCompany.id) ?? [],
  );
  const [errors, setErrors] = useState<CompanyErrors>({});
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const onError = (error: unknown) => {
    if (conflict.handle(error)) return;
    const message = apiErrorMessage(error);
    const field = companyFieldOf(domainCodeOf(error));
    if (field) setErrors({ [field]: message });
    toast.error(message);
  };
  const onSaved = (saved: ClientSheet) => {
    utils.clientCompany.get.setData({ id: saved.id }, saved);
    void utils.clientCompany.search.invalidate();
    toast.success(sheet ? CLIENT_MESSAGES.updated : CLIENT_MESSAGES.created);
    onClose();
    if (!sheet) navigate(routeUrl("admin-tronc-commun-company-view", { id: saved.id }));
  };
  const create = trpc.clientCompany.create.useMutation({ onSuccess: onSaved, onError });
  const update = trpc.clientCompany.update.useMutation({ onSuccess: onSaved, onError });
  const saving = create.isPending || update.isPending;
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.clientCompany.get.query({ id: sheet?.id ?? 0 }),
    differences: (current) => companyDifferences(draft, current),
    reload: (current) => {
      utils.clientCompany.get.setData({ id: current.id }, current);
      setDraft(companyDraftOf(current));
      setAddress(null);
      setComplement(current.address?.complement ?? "");
      setGroups(current.triangleCustomers.map((link) => link.triangleCompany.id));
      setErrors({});
    },
    overwrite: (version) => {
      if (sheet) update.mutate({ id: sheet.id, version, ...typed() });
    },
  });

  const addressPayload = () => {
    const current = sheet?.address;
    const extra = complement.trim() || null;
    if (address) return { address: { ...address, complement: extra } };
    if (current && extra !== (current.complement ?? null)) {
      const { id: _id, ...rest } = current;
      return { address: { ...rest, complement: extra } };
    }
    return {};
  };

  const typed = () => ({ ...companyInput(draft), ...addressPayload(), triangleCompanyIds: groups });
  const submit = () => {
    const found = checkCompany(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The sheet as the page holds it: the one read on opening, or the one 'Recharger' put in the cache.
    if (sheet) update.mutate({ id: sheet.id, version: sheet.version, ...typed() });
    else create.mutate(typed());
  };

  return (
    <FormModal
      title={sheet ? "Modifier la fiche client" : "Ajouter un client"}
      formId="client-company-form"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <CompanyFields
        idPrefix="client"
        draft={draft}
        errors={errors}
        onChange={(changes) => setDraft((all) => ({ ...all, ...changes }))}
        address={{
          value: address,
          onChange: setAddress,
          current: sheet?.address ?? null,
          area: "anywhere",
        }}
        afterAddress={
          <Field label="Complément d'adresse" wide>
            <input
              id="client-address-complement"
              placeholder="Bâtiment, étage…"
              value={complement}
              onChange={(event) => setComplement(event.target.value)}
            />
          </Field>
        }
      />
      <div className="form-grid client-of-grid">
        <ClientOfBoxes sheet={sheet} value={groups} onChange={setGroups} />
      </div>
      {conflict.dialog}
    </FormModal>
  );
}
