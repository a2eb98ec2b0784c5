import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { Modal } from "../../../ui/modal";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { SignaturePad } from "../../../ui/signature-pad";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { DeliveryReportEvidence } from "./delivery-report-evidence";
import { DeliveryReportLink } from "./delivery-report-link";
import "./delivery-reports.css";

type Report = RouterOutputs["deliveryReport"]["get"];

interface DeliveryReportModalProps {
  projectId: number;
  projectName: string;
  /** The report to open; null: 'Générer PV de livraison'. */
  reportId: number | null;
  onClose(): void;
}

/** The modal of a delivery report: loads the report first when one is opened. */
export function DeliveryReportModal(props: DeliveryReportModalProps) {
  const report = trpc.deliveryReport.get.useQuery(
    { id: props.reportId ?? 0 },
    { enabled: props.reportId !== null },
  );
  if (props.reportId !== null && !report.data) {
    return (
      <Modal open onOpenChange={(open) => !open && props.onClose()} title="PV de livraison">
        {report.isError ? (
          <p role="alert">{apiErrorMessage(report.error)}</p>
        ) : (
          <Spinner label="Chargement du PV…" />
        )}
      </Modal>
    );
  }
  return <DeliveryReportForm {...props} report={report.data ?? null} />;
}

const SIGNATURE_REQUIRED = MESSAGES.DELIVERY_REPORT_SIGNATURE_REQUIRED;

/** Content (rich text) and the creator's signature; delete while a draft ('Êtes-vous sûr … ?'). */
function DeliveryReportForm({
  projectId,
  projectName,
  report,
  onClose,
}: Omit<DeliveryReportModalProps, "reportId"> & { report: Report | null }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const [content, setContent] = useState(report?.content ?? "");
  const [signature, setSignature] = useState<string | null>(null);
  const [changingSignature, setChangingSignature] = useState(report === null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const editable = report?.canEdit ?? true;

  const refresh = () => {
    void utils.deliveryReport.forProject.invalidate({ projectId });
    void utils.deliveryReport.search.invalidate();
    if (report) void utils.deliveryReport.get.invalidate({ id: report.id });
  };
  const onError = (error: unknown) => {
    const refusal = domainErrorOf(error);
    if (refusal?.field === "creatorSignature") setSignatureError(refusal.message);
    else toast.error(apiErrorMessage(error));
  };
  const create = trpc.deliveryReport.create.useMutation({
    onSuccess: () => {
      toast.success("PV de livraison créé avec succès");
      refresh();
      onClose();
    },
    onError,
  });
  const update = trpc.deliveryReport.update.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.CHANGE_SAVED);
      refresh();
      onClose();
    },
    onError,
  });
  const remove = trpc.deliveryReport.delete.useMutation({
    onSuccess: () => {
      toast.success("Pv de livraison suprrimé");
      refresh();
      onClose();
    },
    onError,
  });

  const save = () => {
    if (changingSignature && !signature) {
      setSignatureError(SIGNATURE_REQUIRED);
      toast.error(SIGNATURE_REQUIRED);
      return;
    }
    if (!report) {
      create.mutate({ projectId, content, creatorSignature: signature });
      return;
    }
    update.mutate({ id: report.id, content, ...(changingSignature ? { creatorSignature: signature } : {}) });
  };
  const askDelete = async () => {
    if (!report) return;
    const sure = await confirm("Êtes-vous sûr de vouloir supprimer ce pv de livraison ?", {
      confirmLabel: "Supprimer",
      danger: true,
    });
    if (sure) remove.mutate({ id: report.id });
  };
  const saving = create.isPending || update.isPending;

  return (
    <Modal
      open
      size="lg"
      dismissable={false}
      onOpenChange={(open) => !open && onClose()}
      title={report ? `PV de livraison n° ${report.id}` : "Générer PV de livraison"}
      description={projectName}
      footer={
        <>
          {report?.canDelete && (
            <Button variant="danger" className="dr-delete" busy={remove.isPending} onClick={askDelete}>
              Supprimer
            </Button>
          )}
          <Button onClick={onClose} disabled={saving}>
            Fermer
          </Button>
          {editable && (
            <Button variant="primary" busy={saving} onClick={save}>
              Enregistrer
            </Button>
          )}
        </>
      }
    >
      <div className="dr-form">
        {report && report.state === "DELIVERY_REPORT_DRAFT" && <DeliveryReportLink token={report.token} />}
        <div className="field">
          <span className="field-label" id="dr-content-label">
            Contenu du PV
          </span>
          <RichTextEditor
            id="dr-content"
            ariaLabel="Contenu du PV"
            value={content}
            onChange={setContent}
            disabled={!editable}
          />
        </div>
        <div className="field">
          <span className="field-label">Signature du créateur</span>
          {changingSignature ? (
            <SignaturePad
              label="Signature du créateur"
              invalid={signatureError !== null}
              onChange={(drawn) => {
                setSignature(drawn);
                if (drawn) setSignatureError(null);
              }}
            />
          ) : (
            <div className="dr-stored-signature">
              {report && (
                <img src={report.creatorSignature} alt="Signature du créateur" className="dr-signature" />
              )}
              {editable && (
                <Button size="sm" onClick={() => setChangingSignature(true)}>
                  Modifier la signature
                </Button>
              )}
            </div>
          )}
          {signatureError && (
            <p className="field-error" role="alert">
              {signatureError}
            </p>
          )}
        </div>
        {report?.evidence && <DeliveryReportEvidence evidence={report.evidence} state={report.state} />}
      </div>
    </Modal>
  );
}
