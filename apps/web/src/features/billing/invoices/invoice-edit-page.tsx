import { amountLeftColor, formatEuros, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { useConfirm } from "../../../ui/confirm";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { useUnsavedChangesGuard } from "../../../ui/unsaved-changes";
import { invoiceDifferences } from "./invoice-conflict";
import { InvoiceDuplicateModal } from "./invoice-duplicate-modal";
import {
  draftOfInvoice,
  type InvoiceDraft,
  type InvoiceView,
  invoiceChanges,
  invoiceFieldErrors,
} from "./invoice-edit-form";
import { InvoiceEditInfo, InvoiceQuotations } from "./invoice-edit-info";
import { InvoiceEditLines } from "./invoice-edit-lines";
import { DELETE_CONFIRM, InvoiceEditSide } from "./invoice-edit-side";
import "./invoice-edit.css";
import { HistoryButton } from "../../../ui/history-panel";

const backLink = <Link href={routeUrl("admin-compta-invoice-list")}>← Factures client</Link>;

function InvoiceHeaderMeta({ invoice }: { invoice: InvoiceView }) {
  return (
    <span className="invoice-header-meta">
      <span>
        {invoice.triangleCompany.name} · créée le {formatDate(invoice.createdAt)}
        {invoice.createdBy ? ` par ${invoice.createdBy.fullname}` : ""}
      </span>
      <span>
        Client :{" "}
        <Link href={routeUrl("admin-tronc-commun-company-view", { id: invoice.company.id })}>
          {invoice.company.name}
        </Link>
        {invoice.company.isFactor && (
          <Badge variant="warning" className="invoice-factor">
            FACTOR
          </Badge>
        )}
      </span>
      {invoice.leadNames.length > 0 && (
        <span className="muted">Affaire : {invoice.leadNames.join(", ")}</span>
      )}
      <Badge variant={amountLeftColor(invoice.amountLeftCents)}>
        Reste à régler : {formatEuros(invoice.amountLeftCents)}
      </Badge>
    </span>
  );
}

function InvoiceEditor({ invoice }: { invoice: InvoiceView }) {
  const [draft, setDraft] = useState<InvoiceDraft>(draftOfInvoice(invoice));
  const [duplicating, setDuplicating] = useState(false);
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  const refresh = () => void utils.invoice.get.invalidate({ id: invoice.id });
  /** The version read last (lines saved on this page move it): what a save is based on. */
  const versionNow = () => utils.invoice.get.getData({ id: invoice.id })?.version ?? invoice.version;
  const update = trpc.invoice.update.useMutation({
    onSuccess: (saved) => {
      toast.success(saved.state === invoice.state ? MESSAGES.INVOICE_SAVED : MESSAGES.STATE_SAVED);
      utils.invoice.get.setData({ id: invoice.id }, saved);
      setDraft(draftOfInvoice(saved));
      // The quotation pages and the lists show this invoice's number, state and amounts too.
      void utils.accountingQuotation.invalidate();
      void utils.invoiceList.invalidate();
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.invoice.get.query({ id: invoice.id }),
    differences: (current) => invoiceDifferences(draft, current),
    reload: (current) => {
      setDraft(draftOfInvoice(current));
      utils.invoice.get.setData({ id: invoice.id }, current);
    },
    // Validated meanwhile: the server still refuses what a validated invoice locks (its own sentence).
    overwrite: (version) => update.mutate({ ...invoiceChanges(invoice, draft), version }),
  });
  const remove = trpc.invoice.delete.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.INVOICE_DELETED);
      void utils.accountingQuotation.invalidate();
      void utils.invoiceList.invalidate();
      navigate(routeUrl("admin-compta-invoice-list"));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const errors = invoiceFieldErrors(update.error);
  const change = (changes: Partial<InvoiceDraft>) => setDraft((current) => ({ ...current, ...changes }));
  useUnsavedChangesGuard(JSON.stringify(draft) !== JSON.stringify(draftOfInvoice(invoice)));
  return (
    <>
      <PageHeader
        back={backLink}
        title={`Facture ${invoice.typeLabel} ${invoice.reference ?? "en cours de création"}`}
        subtitle={<InvoiceHeaderMeta invoice={invoice} />}
        actions={<HistoryButton kind="invoice" id={invoice.id} />}
      />
      <div className="invoice-layout">
        <div className="stack">
          <InvoiceEditInfo invoice={invoice} draft={draft} errors={errors} onChange={change} />
          <InvoiceEditLines invoice={invoice} onChanged={refresh} />
          <InvoiceQuotations invoice={invoice} />
        </div>
        <InvoiceEditSide
          invoice={invoice}
          draft={draft}
          errors={errors}
          saving={update.isPending}
          onChange={change}
          onSave={() => update.mutate({ ...invoiceChanges(invoice, draft), version: versionNow() })}
          onDelete={async () => {
            if (await confirm(DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" })) {
              remove.mutate({ id: invoice.id });
            }
          }}
          onDuplicate={() => setDuplicating(true)}
        />
      </div>
      {duplicating && <InvoiceDuplicateModal invoice={invoice} onClose={() => setDuplicating(false)} />}
      {conflict.dialog}
    </>
  );
}

/** admin-compta-invoice-edit (§2.7): header, lines while a draft, states and validation, delete, duplicate. */
export default function InvoiceEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const invoice = trpc.invoice.get.useQuery({ id }, { enabled: valid });
  if (!valid || invoice.isError) {
    return (
      <>
        <PageHeader title="Facture client" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(invoice.error) : MESSAGES.INVOICE_NOT_FOUND}
        </p>
      </>
    );
  }
  if (!invoice.data) return <Spinner label="Chargement de la facture…" />;
  // Keyed by id and state: another invoice, or a validation, starts a fresh form.
  return <InvoiceEditor key={`${id}-${invoice.data.state}`} invoice={invoice.data} />;
}
