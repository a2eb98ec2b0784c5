import { formatEuros, invoiceTotalRows, MESSAGES } from "@tronc/domain";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { percentLabel } from "../../proposals/document-lines/document-format";
import { DocumentTotals } from "../../proposals/document-lines/document-totals";
import { FREE_TEXT_OPTION } from "../billing-documents/billing-document-form";
import { BillingLinesCard } from "../billing-documents/billing-lines-card";
import { ProductChoices } from "../billing-documents/billing-product-choices";
import { useLineMutationFeedback } from "../billing-documents/line-mutation-feedback";
import type { InvoiceView } from "./invoice-edit-form";
import { InvoiceLineDialog } from "./invoice-line-dialog";

/** The catalogue of the issuer plus free text: a choice adds the line at once. */
function AddLineSelect({ invoice, onAdded }: { invoice: InvoiceView; onAdded(): void }) {
  const options = trpc.invoice.productOptions.useQuery({ invoiceId: invoice.id });
  const create = trpc.invoiceLine.create.useMutation(
    useLineMutationFeedback(MESSAGES.PRODUCT_ADDED, onAdded),
  );
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
        <ProductChoices options={options.data} />
      </select>
    </div>
  );
}

/** Lines (editable while a draft), totals and the invoices a balance deducts. */
export function InvoiceEditLines({ invoice, onChanged }: { invoice: InvoiceView; onChanged(): void }) {
  const remove = trpc.invoiceLine.delete.useMutation(
    useLineMutationFeedback(MESSAGES.DELETION_SAVED, onChanged),
  );
  return (
    <BillingLinesCard
      titleId="invoice-lines-title"
      lines={invoice.lines}
      canEdit={invoice.canEditLines}
      onDelete={(line) => remove.mutate({ id: line.id })}
      renderLineDialog={(line, close) => (
        <InvoiceLineDialog line={line} onClose={close} onSaved={onChanged} />
      )}
    >
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
    </BillingLinesCard>
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
