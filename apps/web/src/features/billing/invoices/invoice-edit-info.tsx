import { formatEuros } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { TextField } from "../../../ui/text-field";
import { InvoiceBillingFields } from "./invoice-edit-billing";
import type { InvoiceDraft, InvoiceFieldErrors, InvoiceView } from "./invoice-edit-form";

interface Props {
  invoice: InvoiceView;
  draft: InvoiceDraft;
  /** The server's refusal of the last save, under the field it names. */
  errors: InvoiceFieldErrors;
  onChange(changes: Partial<InvoiceDraft>): void;
}

/** Title, billing and delivery, comments: editable while a draft (the internal comment always). */
export function InvoiceEditInfo({ invoice, draft, errors, onChange }: Props) {
  const locked = invoice.state !== "STATE_CREATED";
  return (
    <section className="card" aria-labelledby="invoice-info-title">
      <div className="card-header">
        <h2 id="invoice-info-title">Informations</h2>
      </div>
      <div className="card-body stack">
        <TextField
          label="Titre"
          id="invoice-title"
          value={draft.title}
          error={errors.title}
          disabled={locked}
          onChange={(title) => onChange({ title })}
        />
        <InvoiceBillingFields draft={draft} errors={errors} locked={locked} onChange={onChange} />
        <div className="field">
          <label htmlFor="invoice-comment">Commentaire de la facture</label>
          <RichTextEditor
            id="invoice-comment"
            value={draft.comment}
            disabled={locked}
            onChange={(comment) => onChange({ comment })}
          />
        </div>
        <div className="field">
          <label htmlFor="invoice-internal-comment">Commentaire interne</label>
          <textarea
            id="invoice-internal-comment"
            rows={3}
            value={draft.internalComment}
            onChange={(event) => onChange({ internalComment: event.target.value })}
          />
        </div>
      </div>
    </section>
  );
}

/** The quotations the invoice bills, with the part of its TTC on each. */
export function InvoiceQuotations({ invoice }: { invoice: InvoiceView }) {
  if (invoice.quotations.length === 0) return null;
  return (
    <section className="card" aria-labelledby="invoice-quotations-title">
      <div className="card-header">
        <h2 id="invoice-quotations-title">Devis facturés</h2>
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>Devis</th>
              <th>Titre</th>
              <th className="num">Total TTC</th>
              <th className="num">Facturé ici</th>
            </tr>
          </thead>
          <tbody>
            {invoice.quotations.map((quotation) => (
              <tr key={quotation.id}>
                <td>
                  <Link href={routeUrl("admin-tronc-commun-compta-quotation-edit", { id: quotation.id })}>
                    {quotation.reference}
                  </Link>
                </td>
                <td>{quotation.title}</td>
                <td className="num">{formatEuros(quotation.totalTtcCents)}</td>
                <td className="num">{formatEuros(quotation.billedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
