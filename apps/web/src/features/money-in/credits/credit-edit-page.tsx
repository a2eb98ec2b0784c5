import { CREDIT_MACHINE, formatMessage } from "@tronc/domain";
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
import { creditDifferences } from "./credit-conflict";
import {
  type CreditDraft,
  type CreditView,
  creditChanges,
  creditFieldErrors,
  draftOfCredit,
} from "./credit-edit-form";
import { CreditEditInfo } from "./credit-edit-info";
import { CreditEditLines } from "./credit-edit-lines";
import { CREDIT_DELETE_CONFIRM, CreditEditSide } from "./credit-edit-side";
import { CreditEditUses } from "./credit-edit-uses";
import "./credit-edit.css";
import { HistoryButton } from "../../../ui/history-panel";

const backLink = <Link href={routeUrl("admin-compta-credit-list")}>← Avoirs client</Link>;

/** 'Avoir AV-TRI-2026-00001', or 'Avoir en cours de création' for a draft. */
const creditTitle = (credit: CreditView) =>
  credit.reference ? `Avoir ${credit.reference}` : credit.displayReference;

function CreditHeaderMeta({ credit }: { credit: CreditView }) {
  return (
    <span className="credit-header-meta">
      <Badge variant={CREDIT_MACHINE.colors[credit.state]}>{CREDIT_MACHINE.labels[credit.state]}</Badge>
      <span>
        {credit.triangleCompany.name} · créé le {formatDate(credit.createdAt)}
        {credit.createdBy ? ` par ${credit.createdBy.fullname}` : ""}
      </span>
      <span>
        Client :{" "}
        <Link href={routeUrl("admin-tronc-commun-company-view", { id: credit.company.id })}>
          {credit.company.name}
        </Link>
        {credit.company.isFactor && (
          <Badge variant="warning" className="credit-factor">
            FACTOR
          </Badge>
        )}
      </span>
      {credit.invoice && (
        <span>
          Facture corrigée :{" "}
          <Link href={routeUrl("admin-compta-invoice-edit", { id: credit.invoice.id })}>
            {credit.invoice.reference ?? "Facture en cours de création"}
          </Link>{" "}
          du {formatDate(credit.invoice.invoiceDate)}
        </span>
      )}
    </span>
  );
}

function CreditEditor({ credit }: { credit: CreditView }) {
  const [draft, setDraft] = useState<CreditDraft>(draftOfCredit(credit));
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const [, navigate] = useLocation();
  // What a credit's totals and state move elsewhere: the lists, the credits a payment may draw on, the
  // client sheet's reporting.
  const refreshElsewhere = () => {
    void utils.creditList.invalidate();
    void utils.invoicePayment.invalidate();
    void utils.clientAccounting.invalidate();
  };
  const refresh = () => {
    void utils.credit.get.invalidate({ id: credit.id });
    refreshElsewhere();
  };
  /** The version read last (lines saved on this page move it): what a save is based on. */
  const versionNow = () => utils.credit.get.getData({ id: credit.id })?.version ?? credit.version;
  const update = trpc.credit.update.useMutation({
    onSuccess: (saved) => {
      toast.success(formatMessage("CREDIT_SAVED"));
      utils.credit.get.setData({ id: credit.id }, saved);
      setDraft(draftOfCredit(saved));
      refreshElsewhere();
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.credit.get.query({ id: credit.id }),
    differences: (current) => creditDifferences(draft, current),
    reload: (current) => {
      setDraft(draftOfCredit(current));
      utils.credit.get.setData({ id: credit.id }, current);
    },
    overwrite: (version) => update.mutate({ ...creditChanges(credit, draft), version }),
  });
  const remove = trpc.credit.delete.useMutation({
    onSuccess: () => {
      toast.success(formatMessage("CREDIT_DELETED"));
      refreshElsewhere();
      navigate(routeUrl("admin-compta-credit-list"));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const errors = creditFieldErrors(update.error);
  const change = (changes: Partial<CreditDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <>
      <PageHeader
        back={backLink}
        title={creditTitle(credit)}
        subtitle={<CreditHeaderMeta credit={credit} />}
        actions={<HistoryButton kind="credit-note" id={credit.id} />}
      />
      <div className="credit-layout">
        <div className="stack">
          <CreditEditInfo credit={credit} draft={draft} errors={errors} onChange={change} />
          <CreditEditLines credit={credit} onChanged={refresh} />
          <CreditEditUses credit={credit} />
        </div>
        <CreditEditSide
          credit={credit}
          draft={draft}
          errors={errors}
          saving={update.isPending}
          onChange={change}
          onSave={() => update.mutate({ ...creditChanges(credit, draft), version: versionNow() })}
          onDelete={async () => {
            if (await confirm(CREDIT_DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" })) {
              remove.mutate({ id: credit.id });
            }
          }}
        />
      </div>
      {conflict.dialog}
    </>
  );
}

/** admin-compta-credit-edit (§2.8): header, lines while a draft, state and validation, uses, delete. */
export default function CreditEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const credit = trpc.credit.get.useQuery({ id }, { enabled: valid });
  if (!valid || credit.isError) {
    return (
      <>
        <PageHeader title="Avoir client" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(credit.error) : formatMessage("CREDIT_NOT_FOUND")}
        </p>
      </>
    );
  }
  if (!credit.data) return <Spinner label="Chargement de l'avoir…" />;
  // Keyed by id and state: another credit, or a validation, starts a fresh form.
  return <CreditEditor key={`${id}-${credit.data.state}`} credit={credit.data} />;
}
