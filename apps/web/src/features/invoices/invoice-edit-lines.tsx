import { formatEuros, formatMessage, invoiceTotalRows } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { formatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import { percentLabel } from "../document-lines/document-format";
import { DocumentLinesTable } from "../document-lines/document-lines-table";
import { DocumentTotals } from "../document-lines/document-totals";
import { FREE_TEXT_OPTION, type InvoiceLine, type InvoiceView } from "./invoice-edit-form";
import { InvoiceLineDialog } from "./invoice-line-dialog";

/** The catalogue of the issuer plus free text: a choice adds the line at once. */
function AddLineSelect({ invoice, onAdded }: { invoice: InvoiceView; onAdded(): void }) {
  const toast = useToast();
  const options = trpc.invoice.productOptions.useQuery({ invoiceId: invoice.id });
  const create = trpc.invoiceLine.create.useMutation({
    onSuccess: () => {
      toast.success("Produit ajouté");
      onAdded();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <div className="field invoice-add-line">
      <label htmlFor="invoice-add-line">Ajouter une ligne</label>
      <select
        id="invoice-add-line"
        value=""
        disabled={create.isPending}
        onChange={(event) => {
          const value = event.target.value;
          if (value === "") return;
          create.mutate({
            invoiceId: invoice.id,
            triangleProductId: value === FREE_TEXT_OPTION ? null : Number(value),
          });
        }}
      >
        <option value="">Choisir un produit…</option>
        <option value={FREE_TEXT_OPTION}>--- Ligne de texte libre ---</option>
        {options.data?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} — {formatEuros(option.priceCents)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Lines (editable while a draft), totals and the invoices a balance deducts. */
export function InvoiceEditLines({ invoice, onChanged }: { invoice: InvoiceView; onChanged(): void }) {
  const [editing, setEditing] = useState<InvoiceLine | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const remove = trpc.invoiceLine.delete.useMutation({
    onSuccess: () => {
      toast.success("La suppression est bien enregistrée");
      onChanged();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <section className="card" aria-labelledby="invoice-lines-title">
      <div className="card-header">
        <h2 id="invoice-lines-title">Détail</h2>
      </div>
      <div className="card-body stack">
        <DocumentLinesTable
          lines={invoice.lines}
          canEdit={invoice.canEditLines}
          showOrder
          onEdit={setEditing}
          onDelete={async (line) => {
            if (
              await confirm(formatMessage("INVOICE_LINE_DELETE_CONFIRM"), {
                danger: true,
                confirmLabel: "Supprimer",
              })
            ) {
              remove.mutate({ id: line.id });
            }
          }}
        />
        {invoice.canEditLines && <AddLineSelect invoice={invoice} onAdded={onChanged} />}
        {invoice.deductions.length > 0 && (
          <table className="quotation-totals invoice-deductions" aria-label="Factures déduites">
            <tbody>
              {invoice.deductions.map((deduction) => (
                <tr key={deduction.id}>
                  <th scope="row">
                    Déjà facturé : {deduction.displayReference} du {formatDate(deduction.invoiceDate)}
                  </th>
                  <td className="num">{formatEuros(deduction.totalTtcCents)} TTC</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="invoice-totals">
          {invoice.deductions.length > 0 ? (
            <BalanceTotals invoice={invoice} />
          ) : (
            <DocumentTotals totals={invoice} label="Totaux de la facture" />
          )}
        </div>
      </div>
      {editing && <InvoiceLineDialog line={editing} onClose={() => setEditing(null)} onSaved={onChanged} />}
    </section>
  );
}

/**
 * A balance's totals in the PDF's order (the domain's invoiceTotalRows): the lines' amounts, what
 * earlier invoices already billed, then the net and 'Net à payer'; VAT per rate is the net's.
 */
function BalanceTotals({ invoice }: { invoice: InvoiceView }) {
  const rows = invoiceTotalRows(invoice, invoice.deductions);
  return (
    <table className="quotation-totals" aria-label="Totaux de la facture">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.strong ? "quotation-totals-ttc" : undefined}>
            <th scope="row">{row.label}</th>
            <td className="num">{formatEuros(row.cents)}</td>
          </tr>
        ))}
        {invoice.detailTva.map((detail) => (
          <tr key={detail.rate} className="muted">
            <th scope="row">
              dont TVA {percentLabel(detail.rate)} sur {formatEuros(detail.base)}
            </th>
            <td className="num">{formatEuros(detail.tva)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
