import type { ChangeEvent } from "react";
import { Field } from "../../../ui/field";
import { Switch } from "../../../ui/switch";

/** What a group company's invoices print besides its identity (docs/invoice-mentions.md). */
export interface InvoiceMentions {
  legalForm: string;
  shareCapital: string;
  rcs: string;
  vatOnDebits: boolean;
  latePenaltyTerms: string;
  earlyPaymentTerms: string;
}

export const invoiceMentionsOf = (company: InvoiceMentions): InvoiceMentions => ({
  legalForm: company.legalForm,
  shareCapital: company.shareCapital,
  rcs: company.rcs,
  vatOnDebits: company.vatOnDebits,
  latePenaltyTerms: company.latePenaltyTerms,
  earlyPaymentTerms: company.earlyPaymentTerms,
});

type TextMention = Exclude<keyof InvoiceMentions, "vatOnDebits">;

/** The 'Mentions des factures' card of the group company's edit form. */
export function InvoiceMentionsFields({
  value,
  onChange,
}: {
  value: InvoiceMentions;
  onChange(next: InvoiceMentions): void;
}) {
  const text = (name: TextMention) => ({
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <section className="card" aria-labelledby="tc-invoice-mentions">
      <div className="card-header">
        <h2 id="tc-invoice-mentions">Mentions des factures</h2>
      </div>
      <div className="card-body form-grid">
        <Field label="Forme juridique" hint="ex. SAS, SARL">
          <input id="tc-legal-form" maxLength={60} {...text("legalForm")} />
        </Field>
        <Field label="Capital social" hint="ex. 10 000 €">
          <input id="tc-share-capital" maxLength={40} {...text("shareCapital")} />
        </Field>
        <Field label="RCS" hint="ville et numéro, ex. Paris 732 829 320">
          <input id="tc-rcs" maxLength={80} {...text("rcs")} />
        </Field>
        <div className="field tc-debits">
          <Switch
            id="tc-vat-on-debits"
            label="Option pour le paiement de la taxe d'après les débits"
            checked={value.vatOnDebits}
            onChange={(vatOnDebits) => onChange({ ...value, vatOnDebits })}
          />
        </div>
        <Field label="Pénalités de retard" wide>
          <textarea id="tc-late-penalty" rows={2} maxLength={1000} {...text("latePenaltyTerms")} />
        </Field>
        <Field label="Escompte pour paiement anticipé" wide>
          <textarea id="tc-early-payment" rows={2} maxLength={1000} {...text("earlyPaymentTerms")} />
        </Field>
      </div>
    </section>
  );
}
