import { MESSAGES } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FileActionLink } from "../../../ui/file-action-link";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { ForecastPaymentSchedule } from "../../cash/forecast-payments/forecast-payment-schedule";
import { DocumentLinesTable } from "../document-lines/document-lines-table";
import { DocumentTotals } from "../document-lines/document-totals";
import { type AccountingQuotation, QuotationEditInfo } from "./quotation-edit-info";
import { QuotationEditSide } from "./quotation-edit-side";
import { QuotationInvoices } from "./quotation-invoices";
import "./accounting-quotations.css";

const backLink = <Link href={routeUrl("admin-tronc-commun-compta-quotation-list")}>← Liste des devis</Link>;
const ignore = () => undefined;

function QuotationEditor({ quotation }: { quotation: AccountingQuotation }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.accountingQuotation.get.invalidate({ id: quotation.id });
  return (
    <>
      <PageHeader
        back={backLink}
        title={`Édition du Devis ${quotation.reference}`}
        actions={
          <FileActionLink
            kind="pdf"
            className="btn btn-secondary"
            href={`/admin/print_quotation/${quotation.id}`}
            target="_blank"
          >
            Imprimer
          </FileActionLink>
        }
      />
      <div className="quotation-layout">
        <div className="stack">
          <QuotationEditInfo quotation={quotation} />
          <section className="card" aria-labelledby="quotation-lines-title">
            <div className="card-header">
              <h2 id="quotation-lines-title">Détail</h2>
            </div>
            <div className="card-body stack">
              <DocumentLinesTable lines={quotation.lines} canEdit={false} onEdit={ignore} onDelete={ignore} />
              <div className="quotation-totals-block">
                <DocumentTotals totals={quotation} label="Totaux du devis" />
              </div>
            </div>
          </section>
          <ForecastPaymentSchedule
            quotationId={quotation.id}
            totalTtcCents={quotation.totalTtcCents}
            payments={quotation.forecastPayments}
            onChanged={refresh}
          />
          <QuotationInvoices quotation={quotation} />
        </div>
        <QuotationEditSide quotation={quotation} />
      </div>
    </>
  );
}

/** 'Édition du Devis' (§2.6): every block, the payment schedule, the invoicing buttons. */
export default function QuotationEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const quotation = trpc.accountingQuotation.get.useQuery({ id }, { enabled: valid });
  if (!valid || quotation.isError) {
    return (
      <>
        <PageHeader title="Édition du Devis" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(quotation.error) : MESSAGES.QUOTATION_NOT_FOUND}
        </p>
      </>
    );
  }
  if (!quotation.data) return <Spinner label="Chargement du devis…" />;
  return <QuotationEditor key={id} quotation={quotation.data} />;
}
