import { frenchVatNumber, isValidSiret } from "@tronc/domain";
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { AddressInput } from "../../../ui/address/address-input";
import type { AddressValue } from "../../../ui/address/address-value";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { PageHeader } from "../../../ui/page-header";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { ColorField } from "./color-field";
import { COMPANY_MESSAGES, type CompanyField, useCompanyErrors } from "./company-form";
import { ActiveMark, CompanyLogo } from "./company-logo";
import { InvoiceMentionsFields, invoiceMentionsOf } from "./invoice-mentions-fields";
import { type Logo, LogoManager } from "./logo-manager";

type Company = RouterOutputs["triangleCompany"]["get"];
type TextField = "name" | "code" | "siret" | "phone" | "email" | "tvaNumber" | "color";

const checked: TextField[] = ["name", "code", "siret", "phone", "email", "tvaNumber", "color"];

const textValues = (company: Company): Record<TextField, string> => ({
  name: company.name,
  code: company.code,
  siret: company.siret,
  phone: company.phone,
  email: company.email,
  tvaNumber: company.tvaNumber,
  color: company.color,
});

/** The VAT number that goes with a valid SIRET, as a hint. */
function expectedVat(siret: string): string | null {
  try {
    return isValidSiret(siret) ? frenchVatNumber(siret.replace(/\D/g, "").slice(0, 9)) : null;
  } catch {
    return null;
  }
}

export function TriangleCompanyForm({ company, back }: { company: Company; back: ReactNode }) {
  const [values, setValues] = useState(() => textValues(company));
  const [texts, setTexts] = useState({
    pdfBanqInfos: company.pdfBanqInfos,
    cgv: company.cgv,
    footerPdf: company.footerPdf,
  });
  const [mentions, setMentions] = useState(() => invoiceMentionsOf(company));
  const [address, setAddress] = useState<AddressValue | null>(null);
  const [addressKey, setAddressKey] = useState(0);
  const form = useCompanyErrors();
  const toast = useToast();
  const utils = trpc.useUtils();

  const saved = (next: Company) => {
    utils.triangleCompany.get.setData({ id: next.id }, next);
    void utils.triangleCompany.list.invalidate();
  };
  const update = trpc.triangleCompany.update.useMutation({
    onSuccess: (next) => {
      saved(next);
      // The server's normalised values (SIRET without spaces, VAT number in capitals, colour #rrggbbaa).
      setValues(textValues(next));
      setMentions(invoiceMentionsOf(next));
      setAddress(null);
      setAddressKey((key) => key + 1);
      toast.success(COMPANY_MESSAGES.updated);
    },
    onError: (error) => toast.error(form.fromServer(error)),
  });
  // The active switch and the logos are saved at once, on their own.
  const quick = trpc.triangleCompany.update.useMutation({
    onSuccess: (next) => {
      saved(next);
      toast.success(COMPANY_MESSAGES.updated);
    },
    onError: (error) => toast.error(form.fromServer(error)),
  });

  const input = (name: TextField) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((all) => ({ ...all, [name]: value }));
      if (form.errors[name]) form.check(name, value);
    },
    onBlur: () => form.check(name as CompanyField, values[name]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toCheck = Object.fromEntries(checked.map((name) => [name, values[name]]));
    if (!form.checkAll(toCheck)) {
      toast.error(COMPANY_MESSAGES.fixErrors);
      return;
    }
    update.mutate({ id: company.id, ...values, ...texts, ...mentions, ...(address ? { address } : {}) });
  };

  const saveLogos = async (logos: Logo[]) => {
    form.clear("logos");
    await quick
      .mutateAsync({ id: company.id, logoFileIds: logos.map((logo) => logo.id) })
      .catch(() => undefined);
  };

  const vatHint = expectedVat(values.siret);
  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={company.name}
        back={back}
        actions={
          <Button variant="primary" type="submit" busy={update.isPending}>
            Enregistrer
          </Button>
        }
        subtitle={
          <span className="row">
            <ActiveMark active={company.isActive} />
            {company.isActive ? "Entreprise active" : "Entreprise inactive"} · code {company.code || "—"}
          </span>
        }
      />
      <div className="tc-edit-layout">
        <div className="stack tc-edit-main">
          <section className="card" aria-labelledby="tc-identity">
            <div className="card-header">
              <h2 id="tc-identity">Identité</h2>
            </div>
            <div className="card-body form-grid">
              <Field label="Nom" required error={form.errors.name}>
                <input id="tc-name" autoComplete="organization" {...input("name")} />
              </Field>
              <Field
                label="Code (numéros des documents)"
                required
                error={form.errors.code}
                hint="2 à 6 lettres ou chiffres, ex. TEV"
              >
                <input id="tc-code" maxLength={6} {...input("code")} />
              </Field>
              <Field label="SIRET" required error={form.errors.siret}>
                <input id="tc-siret" inputMode="numeric" {...input("siret")} />
              </Field>
              <Field
                label="Numéro de TVA intracommunautaire"
                error={form.errors.tvaNumber}
                hint={vatHint ? `Pour ce SIRET : ${vatHint}` : undefined}
              >
                <input id="tc-tva" placeholder="FR00123456789" {...input("tvaNumber")} />
              </Field>
              <Field label="Téléphone" required error={form.errors.phone}>
                <input id="tc-phone" type="tel" {...input("phone")} />
              </Field>
              <Field label="E-mail" required error={form.errors.email}>
                <input id="tc-email" type="email" {...input("email")} />
              </Field>
              <div className="field-wide">
                <AddressInput
                  key={addressKey}
                  id="tc-address"
                  label="Adresse"
                  value={address}
                  current={company.address}
                  onChange={(next) => {
                    setAddress(next);
                    form.clear("address");
                  }}
                  error={form.errors.address}
                />
              </div>
            </div>
          </section>
          <section className="card" aria-labelledby="tc-pdf">
            <div className="card-header">
              <h2 id="tc-pdf">Devis et PDF</h2>
            </div>
            <div className="card-body">
              <Field label="Informations bancaires (PDF des devis)">
                <RichTextEditor
                  id="tc-bank"
                  value={texts.pdfBanqInfos}
                  onChange={(html) => setTexts((t) => ({ ...t, pdfBanqInfos: html }))}
                />
              </Field>
              <Field label="Conditions générales de vente (après les devis)">
                <RichTextEditor
                  id="tc-cgv"
                  value={texts.cgv}
                  onChange={(html) => setTexts((t) => ({ ...t, cgv: html }))}
                />
              </Field>
              <Field label="Pied de page des PDF">
                <RichTextEditor
                  id="tc-footer"
                  value={texts.footerPdf}
                  onChange={(html) => setTexts((t) => ({ ...t, footerPdf: html }))}
                />
              </Field>
            </div>
          </section>
          <InvoiceMentionsFields value={mentions} onChange={setMentions} />
        </div>
        <section className="card" aria-labelledby="tc-look">
          <div className="card-header">
            <h2 id="tc-look">Apparence</h2>
          </div>
          <div className="card-body">
            <div className="tc-edit-identity field">
              <CompanyLogo
                name={values.name || company.name}
                color={values.color}
                logoId={company.logos[0]?.id ?? null}
                size="lg"
              />
              <Switch
                label="Entreprise active"
                checked={company.isActive}
                disabled={quick.isPending}
                onChange={(isActive) => quick.mutate({ id: company.id, isActive })}
              />
            </div>
            <ColorField
              id="tc-color"
              value={values.color}
              error={form.errors.color}
              onChange={(color) => {
                setValues((all) => ({ ...all, color }));
                if (form.errors.color) form.check("color", color);
              }}
            />
            <LogoManager
              logos={company.logos}
              onSave={saveLogos}
              error={form.errors.logos}
              onError={(message) => {
                form.set("logos", message);
                toast.error(message);
              }}
            />
          </div>
        </section>
      </div>
      <div className="tc-save-bar">
        <Link href={routeUrl("admin-tronc-commun-company")} className="btn btn-secondary">
          Retour à la liste
        </Link>
        <Button variant="primary" type="submit" busy={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
