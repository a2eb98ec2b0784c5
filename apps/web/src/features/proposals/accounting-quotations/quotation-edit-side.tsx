import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { AdvanceInvoiceModal } from "../../billing/invoice-billing/advance-invoice-modal";
import { BalanceInvoiceButton } from "../../billing/invoice-billing/balance-invoice-button";
import type { AccountingQuotation } from "./quotation-edit-info";

type AdvanceType = "TYPE_ADVANCE" | "TYPE_MONTHLY";

/** Internal comment, 'Paiement récurrent', save, back, and the invoicing buttons the state offers. */
export function QuotationEditSide({ quotation }: { quotation: AccountingQuotation }) {
  const [internalComment, setInternalComment] = useState(quotation.internalComment);
  const [recurring, setRecurring] = useState(quotation.isRecurringPayment);
  const [advance, setAdvance] = useState<AdvanceType | null>(null);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const toast = useToast();
  const save = trpc.accountingQuotation.updateNote.useMutation({
    onSuccess: (saved) => {
      toast.success(MESSAGES.QUOTATION_NOTE_SAVED);
      utils.accountingQuotation.get.setData({ id: quotation.id }, saved);
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.accountingQuotation.get.query({ id: quotation.id }),
    differences: (current) => [
      ...(internalComment === current.internalComment
        ? []
        : [{ label: "Commentaire interne", yours: internalComment, theirs: current.internalComment }]),
      ...(recurring === current.isRecurringPayment
        ? []
        : [
            {
              label: "Paiement récurrent",
              yours: recurring ? "Oui" : "Non",
              theirs: current.isRecurringPayment ? "Oui" : "Non",
            },
          ]),
    ],
    reload: (current) => {
      setInternalComment(current.internalComment);
      setRecurring(current.isRecurringPayment);
      utils.accountingQuotation.get.setData({ id: quotation.id }, current);
    },
    overwrite: (version) =>
      save.mutate({ id: quotation.id, version, internalComment, isRecurringPayment: recurring }),
  });
  const confirm = useConfirm();
  const close = trpc.accountingQuotation.close.useMutation({
    onSuccess: (closed) => {
      toast.success(MESSAGES.STATE_SAVED);
      utils.accountingQuotation.get.setData({ id: quotation.id }, closed);
      void utils.accountingQuotation.search.invalidate();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const askClose = async () => {
    const ok = await confirm(
      "Clôturer ce devis ? Il passera à l'état « Terminé » : seules des factures partielles resteront possibles.",
      { title: "Clôturer le devis", confirmLabel: "Clôturer" },
    );
    if (ok) close.mutate({ id: quotation.id });
  };
  const openInvoice = (invoiceId: number) =>
    navigate(routeUrl("admin-compta-invoice-edit", { id: invoiceId }));
  const { actions } = quotation;
  const anyAction = actions.deposit || actions.partial || actions.balance;
  return (
    <aside className="stack quotation-side" aria-label="Note et facturation du devis">
      <section className="card card-body stack">
        <div className="field">
          <label htmlFor="quotation-internal-comment">Commentaire interne</label>
          <textarea
            id="quotation-internal-comment"
            rows={5}
            value={internalComment}
            onChange={(event) => setInternalComment(event.target.value)}
          />
        </div>
        <div className="quotation-recurring">
          <Switch label="Paiement récurrent" checked={recurring} onChange={setRecurring} />
          <strong>{recurring ? "OUI" : "NON"}</strong>
        </div>
        <Button
          variant="primary"
          busy={save.isPending}
          onClick={() =>
            save.mutate({
              id: quotation.id,
              version: quotation.version,
              internalComment,
              isRecurringPayment: recurring,
            })
          }
        >
          Enregistrer
        </Button>
        {quotation.canClose && (
          <Button busy={close.isPending} onClick={() => void askClose()}>
            Clôturer le devis
          </Button>
        )}
        <Link href={routeUrl("admin-tronc-commun-compta-quotation-list")}>← Retour à la liste</Link>
      </section>
      {anyAction && (
        <section className="card card-body stack" aria-label="Facturer le devis">
          {actions.deposit && <Button onClick={() => setAdvance("TYPE_ADVANCE")}>Facture d'acompte</Button>}
          {actions.partial && <Button onClick={() => setAdvance("TYPE_MONTHLY")}>Facture partielle</Button>}
          {actions.balance && <BalanceInvoiceButton quotationId={quotation.id} onCreated={openInvoice} />}
        </section>
      )}
      {conflict.dialog}
      {advance && (
        <AdvanceInvoiceModal
          quotationId={quotation.id}
          type={advance}
          open
          onClose={() => setAdvance(null)}
          onCreated={openInvoice}
        />
      )}
    </aside>
  );
}
