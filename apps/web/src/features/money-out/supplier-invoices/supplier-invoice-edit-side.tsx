import {
  formatEuros,
  formatMessage,
  SUPPLIER_INVOICE_STATE_COLORS,
  SUPPLIER_INVOICE_STATE_LABELS,
  type SupplierInvoiceState,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { PdfFileField } from "../../../ui/pdf-file-field";
import { SupplierInvoicePayments } from "../supplier-payments/supplier-invoice-payments";
import type { SupplierInvoiceDraft, SupplierInvoiceView } from "./supplier-invoice-edit-form";

const STATES = Object.keys(SUPPLIER_INVOICE_STATE_LABELS) as SupplierInvoiceState[];
export const SUPPLIER_INVOICE_UPLOAD_PATH = "/compta/supplier-invoice/pdf";

interface Props {
  invoice: SupplierInvoiceView;
  draft: SupplierInvoiceDraft;
  saving: boolean;
  onChange(changes: Partial<SupplierInvoiceDraft>): void;
  onSave(): void;
  onDelete(): void;
}

/** State and save, 'Reste à payer', the PDF, the payments, back and delete. */
export function SupplierInvoiceEditSide({ invoice, draft, saving, onChange, onSave, onDelete }: Props) {
  const utils = trpc.useUtils();
  const attach = trpc.supplierInvoice.attachFile.useMutation();
  const detach = trpc.supplierInvoice.removeFile.useMutation();
  const linkFile = async (fileId: number | null) => {
    const saved =
      fileId === null
        ? await detach.mutateAsync({ id: invoice.id })
        : await attach.mutateAsync({ id: invoice.id, fileId });
    utils.supplierInvoice.get.setData({ id: invoice.id }, saved);
    void utils.supplierInvoiceList.invalidate();
  };
  return (
    <aside className="stack si-side" aria-label="Suivi de la facture fournisseur">
      <section className="card card-body stack">
        <p className="si-side-fact">
          <span className="muted">Reste à payer</span>
          <strong data-testid="si-amount-left">{formatEuros(invoice.amountLeftCents)}</strong>
        </p>
        {invoice.paidAt && (
          <p className="si-side-fact si-side-paid" data-testid="si-paid-at">
            <span className="muted">Réglée le</span> <strong>{formatDate(invoice.paidAt)}</strong>
          </p>
        )}
        <div className="field">
          <label htmlFor="si-state">État</label>
          <select
            id="si-state"
            value={draft.state}
            disabled={!invoice.canEdit}
            onChange={(event) => onChange({ state: event.target.value as SupplierInvoiceState })}
          >
            {STATES.map((state) => (
              <option key={state} value={state}>
                {SUPPLIER_INVOICE_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        {invoice.canEdit && (
          <Button variant="primary" busy={saving} onClick={onSave}>
            Enregistrer
          </Button>
        )}
        <PdfFileField
          className="stack si-file"
          file={invoice.file}
          uploadPath={SUPPLIER_INVOICE_UPLOAD_PATH}
          onLink={linkFile}
          savedMessage="La facture fournisseur est bien enregistrée"
          confirmMessage={formatMessage("SUPPLIER_INVOICE_FILE_DELETE_CONFIRM")}
          removeLabel="Effacer"
          removeAriaLabel="Effacer la facture fournisseur jointe"
          addLabel={invoice.canEdit ? "Joindre la facture (PDF)" : ""}
          emptyText="Aucune facture jointe"
          inputId="si-file-input"
          inputLabel="Facture fournisseur (PDF)"
        >
          <h3 className="si-side-title">Facture PDF</h3>
        </PdfFileField>
      </section>
      <section className="card card-body stack" aria-label="Paiements">
        <h3 className="si-side-title">
          Paiements{" "}
          <Badge variant={SUPPLIER_INVOICE_STATE_COLORS[invoice.state]}>
            {SUPPLIER_INVOICE_STATE_LABELS[invoice.state]}
          </Badge>
        </h3>
        <SupplierInvoicePayments invoice={invoice} />
      </section>
      <section className="card card-body stack">
        <Link className="btn btn-ghost" href={routeUrl("admin-compta-supplier-invoice-list")}>
          Retour à la liste
        </Link>
        {invoice.canEdit && (
          <Button variant="link" className="si-delete" onClick={onDelete}>
            Supprimer la facture fournisseur
          </Button>
        )}
      </section>
    </aside>
  );
}
