import { type ChangeEvent, type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { AddressInput } from "../../../ui/address/address-input";
import type { AddressValue } from "../../../ui/address/address-value";
import { Button } from "../../../ui/button";
import { type FieldDifference, useVersionConflict } from "../../../ui/conflict-dialog";
import { Field } from "../../../ui/field";
import { PageHeader } from "../../../ui/page-header";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import {
  checkSupplier,
  initialValues,
  paymentTermOptions,
  SUPPLIER_SCREEN_MESSAGES,
  type SupplierSheet,
  type SupplierTextField,
  useSupplierErrors,
} from "./supplier-form";

const listUrl = routeUrl("admin-tronc-commun-supplier-list");

/** The address to send: the one chosen, or the saved one with a new complement, or nothing (unchanged). */
function addressToSend(chosen: AddressValue | null, sheet: SupplierSheet, complement: string) {
  const typed = complement.trim() || null;
  if (chosen) return { ...chosen, complement: typed };
  if (sheet.address && typed !== sheet.address.complement) return { ...sheet.address, complement: typed };
  return undefined;
}

/** Every field of a supplier; a draft ('Nouveau fournisseur') is deleted by 'Annuler'. */
export function SupplierEditForm({ sheet }: { sheet: SupplierSheet }) {
  const [values, setValues] = useState(() => initialValues(sheet));
  const [isActive, setIsActive] = useState(sheet.isActive);
  const [address, setAddress] = useState<AddressValue | null>(null);
  const [complement, setComplement] = useState(sheet.address?.complement ?? "");
  const form = useSupplierErrors();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const sheetUrl = routeUrl("admin-tronc-commun-supplier-view", { id: sheet.id });

  const save = trpc.supplier.update.useMutation({
    onSuccess: (next) => {
      utils.supplier.get.setData({ id: next.id }, next);
      void utils.supplier.search.invalidate();
      toast.success(SUPPLIER_SCREEN_MESSAGES.saved);
      navigate(sheetUrl);
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(form.fromServer(error));
    },
  });
  const typed = () => ({ ...values, isActive, address: addressToSend(address, sheet, complement) });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.supplier.get.query({ id: sheet.id }),
    differences: (current) => supplierDifferences({ ...values, isActive }, current),
    reload: (current) => {
      setValues(initialValues(current));
      setIsActive(current.isActive);
      setAddress(null);
      setComplement(current.address?.complement ?? "");
      utils.supplier.get.setData({ id: sheet.id }, current);
    },
    overwrite: (version) => save.mutate({ id: sheet.id, version, ...typed() }),
  });
  const dropDraft = trpc.supplier.delete.useMutation({
    onSuccess: () => navigate(listUrl),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });

  const input = (name: SupplierTextField) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((all) => ({ ...all, [name]: value }));
      if (form.errors[name]) form.check(name, value);
    },
    onBlur: () => form.check(name, values[name]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkSupplier(values);
    if (!address && !sheet.address) errors.address = SUPPLIER_SCREEN_MESSAGES.addressRequired;
    form.replace(errors);
    if (Object.keys(errors).length > 0) {
      toast.error(SUPPLIER_SCREEN_MESSAGES.fixErrors);
      return;
    }
    save.mutate({ id: sheet.id, version: sheet.version, ...typed() });
  };
  const cancel = () => (sheet.isDraft ? dropDraft.mutate({ id: sheet.id }) : navigate(sheetUrl));

  const buttons = (
    <>
      <Button onClick={cancel} busy={dropDraft.isPending}>
        Annuler
      </Button>
      <Button variant="primary" type="submit" busy={save.isPending}>
        Enregistrer
      </Button>
    </>
  );
  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={sheet.isDraft ? "Nouveau fournisseur" : sheet.name}
        subtitle={sheet.isDraft ? "Saisissez le fournisseur puis enregistrez" : "Modifier le fournisseur"}
        back={
          <Link href={sheet.isDraft ? listUrl : sheetUrl}>
            {sheet.isDraft ? "← Retour à la liste" : "← Fiche fournisseur"}
          </Link>
        }
        actions={buttons}
      />
      <div className="supplier-layout">
        <div className="stack">
          <section className="card" aria-labelledby="supplier-edit-identity">
            <div className="card-header">
              <h2 id="supplier-edit-identity">Identité</h2>
            </div>
            <div className="card-body form-grid">
              <Field label="Nom" required error={form.errors.name}>
                <input id="supplier-name" autoComplete="organization" {...input("name")} />
              </Field>
              <Field label="SIRET" required error={form.errors.siret} hint="14 chiffres">
                <input id="supplier-siret" inputMode="numeric" {...input("siret")} />
              </Field>
              <Field label="Téléphone" error={form.errors.phone}>
                <input id="supplier-phone" type="tel" placeholder="01 23 45 67 89" {...input("phone")} />
              </Field>
              <Field label="E-mail" error={form.errors.email}>
                <input id="supplier-email" type="email" {...input("email")} />
              </Field>
              <div className="field-wide">
                <AddressInput
                  id="supplier-address"
                  label="Adresse"
                  required
                  value={address}
                  current={sheet.address}
                  onChange={(next) => {
                    setAddress(next);
                    form.set("address", undefined);
                  }}
                  error={form.errors.address}
                />
              </div>
              <Field label="Complément d'adresse" wide>
                <input
                  id="supplier-complement"
                  placeholder="Bâtiment, étage, quai de livraison…"
                  value={complement}
                  onChange={(event) => setComplement(event.target.value)}
                />
              </Field>
            </div>
          </section>
          <section className="card" aria-labelledby="supplier-edit-contact">
            <div className="card-header">
              <h2 id="supplier-edit-contact">Contact</h2>
            </div>
            <div className="card-body form-grid">
              <Field label="Nom du contact" wide error={form.errors.contactName}>
                <input id="supplier-contact-name" {...input("contactName")} />
              </Field>
              <Field label="E-mail du contact" error={form.errors.contactMail}>
                <input id="supplier-contact-mail" type="email" {...input("contactMail")} />
              </Field>
              <Field label="Téléphone du contact" error={form.errors.contactPhone}>
                <input id="supplier-contact-phone" type="tel" {...input("contactPhone")} />
              </Field>
            </div>
          </section>
        </div>
        <div className="stack">
          <section className="card" aria-labelledby="supplier-edit-terms">
            <div className="card-header">
              <h2 id="supplier-edit-terms">Conditions</h2>
            </div>
            <div className="card-body">
              <Field label="Mode de paiement" required error={form.errors.paymentMode}>
                <select id="supplier-payment-mode" {...input("paymentMode")}>
                  {paymentTermOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                label="Acompte demandé"
                required
                error={form.errors.advancePercent}
                hint="En %, 0 s'il n'y en a pas"
              >
                <span className="input-with-suffix supplier-advance">
                  <input
                    id="supplier-advance"
                    inputMode="decimal"
                    autoComplete="off"
                    {...input("advancePercent")}
                  />
                  <span className="input-suffix" aria-hidden="true">
                    %
                  </span>
                </span>
              </Field>
              <Switch
                id="supplier-active"
                label="Fournisseur actif"
                checked={isActive}
                onChange={setIsActive}
              />
            </div>
          </section>
          <section className="card" aria-labelledby="supplier-edit-note">
            <div className="card-header">
              <h2 id="supplier-edit-note">Note interne</h2>
            </div>
            <div className="card-body">
              <Field label="Note (visible de l'équipe seulement)" error={form.errors.note}>
                <textarea id="supplier-note" rows={5} {...input("note")} />
              </Field>
            </div>
          </section>
        </div>
      </div>
      <div className="supplier-save-bar">{buttons}</div>
      {conflict.dialog}
    </form>
  );
}

const FIELD_LABELS: Record<SupplierTextField, string> = {
  name: "Nom",
  siret: "SIRET",
  phone: "Téléphone",
  email: "E-mail",
  contactName: "Nom du contact",
  contactMail: "E-mail du contact",
  contactPhone: "Téléphone du contact",
  paymentMode: "Mode de paiement",
  advancePercent: "Acompte demandé (%)",
  note: "Note (visible de l'équipe seulement)",
};

/** The fields typed that are not the supplier's now (as the form shows them). */
function supplierDifferences(
  typed: ReturnType<typeof initialValues> & { isActive: boolean },
  current: SupplierSheet,
): FieldDifference[] {
  const now = initialValues(current);
  const rows: FieldDifference[] = (Object.keys(FIELD_LABELS) as SupplierTextField[])
    .filter((field) => typed[field].trim() !== now[field].trim())
    .map((field) => ({ label: FIELD_LABELS[field], yours: typed[field], theirs: now[field] }));
  if (typed.isActive !== current.isActive) {
    rows.push({
      label: "Actif",
      yours: typed.isActive ? "Oui" : "Non",
      theirs: current.isActive ? "Oui" : "Non",
    });
  }
  return rows;
}
