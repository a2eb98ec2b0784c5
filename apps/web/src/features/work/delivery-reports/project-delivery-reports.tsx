import { parisDateTimeLabel } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import { useCopyDeliveryReportLink } from "./delivery-report-link";
import { deliveryReportPdfUrl } from "./delivery-report-links";
import { DeliveryReportModal } from "./delivery-report-modal";
import { DeliveryReportStateBadge } from "./delivery-report-state-badge";
import "./delivery-reports.css";

type Opened = { reportId: number | null } | null;

/** The project detail's delivery reports: 'Générer PV de livraison' and one line per report. */
export function ProjectDeliveryReports({
  projectId,
  projectName,
}: {
  projectId: number;
  projectName: string;
}) {
  const reports = trpc.deliveryReport.forProject.useQuery({ projectId });
  const [opened, setOpened] = useState<Opened>(null);
  const copyLink = useCopyDeliveryReportLink();
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const remove = trpc.deliveryReport.delete.useMutation({
    onSuccess: () => {
      toast.success("Pv de livraison suprrimé");
      void utils.deliveryReport.forProject.invalidate({ projectId });
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const askDelete = async (id: number) => {
    if (
      await confirm("Êtes-vous sûr de vouloir supprimer ce pv de livraison ?", {
        confirmLabel: "Supprimer",
        danger: true,
      })
    )
      remove.mutate({ id });
  };

  return (
    <section className="card-body dr-project" aria-labelledby="dr-project-title">
      <h2 id="dr-project-title" className="dr-project-title">
        PV de livraison
      </h2>
      <Button variant="primary" className="dr-generate" onClick={() => setOpened({ reportId: null })}>
        Générer PV de livraison
      </Button>
      {reports.isError && <p role="alert">{apiErrorMessage(reports.error)}</p>}
      {reports.data?.length === 0 && <p className="muted dr-none">Aucun PV de livraison</p>}
      <ul className="dr-project-list" aria-label="PV de livraison du projet">
        {reports.data?.map((report) => (
          <li key={report.id} className="dr-project-item">
            <div className="dr-project-line">
              <button type="button" className="dr-open" onClick={() => setOpened({ reportId: report.id })}>
                PV n° {report.id}
              </button>
              <DeliveryReportStateBadge state={report.state} />
            </div>
            <div className="muted dr-project-date">
              Créé le {parisDateTimeLabel(report.createdAt)}
              {report.signedAt ? ` · répondu le ${parisDateTimeLabel(report.signedAt)}` : ""}
            </div>
            <div className="dr-project-actions">
              {report.canEdit && (
                <Button size="sm" onClick={() => copyLink(report.token)}>
                  Copier le lien
                </Button>
              )}
              {report.canDownloadPdf && (
                <a
                  className="btn btn-secondary btn-sm"
                  href={deliveryReportPdfUrl(report.token)}
                  target="_blank"
                  rel="noreferrer"
                >
                  PDF
                </a>
              )}
              {report.canEdit && (
                <Button size="sm" onClick={() => setOpened({ reportId: report.id })}>
                  Modifier
                </Button>
              )}
              {report.canDelete && (
                <Button size="sm" variant="danger" onClick={() => askDelete(report.id)}>
                  Supprimer
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {opened && (
        <DeliveryReportModal
          projectId={projectId}
          projectName={projectName}
          reportId={opened.reportId}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
