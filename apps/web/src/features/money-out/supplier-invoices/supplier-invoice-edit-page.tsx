import {
  formatMessage,
  MESSAGES,
  SUPPLIER_INVOICE_STATE_COLORS,
  SUPPLIER_INVOICE_STATE_LABELS,
  supplierInvoiceWarnings,
} from "@tronc/domain";
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
import { supplierInvoiceDifferences } from "./supplier-invoice-conflict";
import { SupplierInvoiceEditFields } from "./supplier-invoice-edit-fields";
import {
  draftOfSupplierInvoice,
  type SupplierInvoiceDraft,
  type SupplierInvoiceView,
  supplierInvoiceChanges,
  supplierInvoiceFieldErrors,
} from "./supplier-invoice-edit-form";
import { SupplierInvoiceEditOrders } from "./supplier-invoice-edit-orders";
import { SupplierInvoiceEditSide } from "./supplier-invoice-edit-side";
import "./supplier-invoice-edit.css";
import { HistoryButton } from "../../../ui/history-panel";

const backLink = (
  <Link href={routeUrl("admin-compta-supplier-invoice-list")}>← Factures des fournisseurs</Link>
);

/** 'pensez à ajouter un bon de commande…', 'Vous devez enregistrer la facture fournisseur', incomplete. */
function SupplierInvoiceWarnings({ invoice }: { invoice: SupplierInvoiceView }) {
  const warnings = supplierInvoiceWarnings({
    hasFile: invoice.file !== null,
    invoiceNumber: invoice.invoiceNumber,
    amountCents: invoice.amountCents,
    amountTvaCents: invoice.amountTvaCents,
    paymentAt: invoice.paymentAt,
    invoiceReceivedAt: invoice.invoiceReceivedAt,
    invoiceAt: invoice.invoiceAt,
    purchaseOrderCount: invoice.orders.length,
    paidAt: invoice.paidAt,
  });
  if (warnings.length === 0) return null;
  return (
    <ul className="alert alert-warning si-warnings" aria-label="Avertissements">
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  );
}

function SupplierInvoiceEditor({ invoice }: { invoice: SupplierInvoiceView }) {
  const [draft, setDraft] = useState<SupplierInvoiceDraft>(draftOfSupplierInvoice(invoice));
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  /** The version read last (orders and lines saved on this page move it): what a save is based on. */
  const versionNow = () => utils.supplierInvoice.get.getData({ id: invoice.id })?.version ?? invoice.version;
  const update = trpc.supplierInvoice.update.useMutation({
    onSuccess: (saved) => {
      toast.success(
        saved.state === invoice.state ? "La facture fournisseur est bien sauvegardée" : MESSAGES.STATE_SAVED,
      );
      utils.supplierInvoice.get.setData({ id: invoice.id }, saved);
      setDraft(draftOfSupplierInvoice(saved));
      void utils.supplierInvoiceList.invalidate();
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.supplierInvoice.get.query({ id: invoice.id }),
    differences: (current) => supplierInvoiceDifferences(draft, current),
    reload: (current) => {
      setDraft(draftOfSupplierInvoice(current));
      utils.supplierInvoice.get.setData({ id: invoice.id }, current);
    },
    overwrite: (version) => update.mutate({ ...supplierInvoiceChanges(invoice, draft), version }),
  });
  const remove = trpc.supplierInvoice.delete.useMutation({
    onSuccess: () => {
      toast.success("La facture fournisseur est bien supprimée");
      void utils.supplierInvoiceList.invalidate();
      void utils.purchaseOrder.invalidate();
      navigate(routeUrl("admin-compta-supplier-invoice-list"));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const change = (changes: Partial<SupplierInvoiceDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const title = `Facture fournisseur ${invoice.invoiceNumber ?? "sans numéro"}`;
  return (
    <>
      <PageHeader
        back={backLink}
        title={title}
        subtitle={
          <span className="si-header-meta">
            <span>
              Fournisseur :{" "}
              <Link href={routeUrl("admin-tronc-commun-supplier-view", { id: invoice.supplier.id })}>
                {invoice.supplier.name}
              </Link>
            </span>
            <span className="muted">
              enregistrée le {formatDate(invoice.createdAt)}
              {invoice.createdBy ? ` par ${invoice.createdBy.fullname}` : ""}
            </span>
            <Badge variant={SUPPLIER_INVOICE_STATE_COLORS[invoice.state]}>
              {SUPPLIER_INVOICE_STATE_LABELS[invoice.state]}
            </Badge>
          </span>
        }
        actions={<HistoryButton kind="supplier-invoice" id={invoice.id} />}
      />
      <SupplierInvoiceWarnings invoice={invoice} />
      <div className="si-layout">
        <div className="stack">
          <SupplierInvoiceEditFields
            draft={draft}
            errors={supplierInvoiceFieldErrors(update.error)}
            editable={invoice.canEdit}
            onChange={change}
          />
          <SupplierInvoiceEditOrders invoice={invoice} />
        </div>
        <SupplierInvoiceEditSide
          invoice={invoice}
          draft={draft}
          saving={update.isPending}
          onChange={change}
          onSave={() => update.mutate({ ...supplierInvoiceChanges(invoice, draft), version: versionNow() })}
          onDelete={async () => {
            const question = formatMessage("DELETE_CONFIRM");
            if (await confirm(question, { danger: true, confirmLabel: "Supprimer" }))
              remove.mutate({ id: invoice.id });
          }}
        />
      </div>
      {conflict.dialog}
    </>
  );
}

/** admin-compta-supplier-invoice-edit (§2.9 'Edit'). */
export default function SupplierInvoiceEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const invoice = trpc.supplierInvoice.get.useQuery({ id }, { enabled: valid });
  if (!valid || invoice.isError) {
    return (
      <>
        <PageHeader title="Facture fournisseur" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(invoice.error) : formatMessage("SUPPLIER_INVOICE_NOT_FOUND")}
        </p>
      </>
    );
  }
  if (!invoice.data) return <Spinner label="Chargement de la facture fournisseur…" />;
  // Keyed by id and state: a state moved by a payment starts the form again from what is saved.
  return <SupplierInvoiceEditor key={`${id}-${invoice.data.state}`} invoice={invoice.data} />;
}
