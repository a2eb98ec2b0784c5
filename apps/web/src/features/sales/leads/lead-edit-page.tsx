import { LEAD_LEVEL_COLORS, LEAD_LEVEL_LABELS, LEAD_STATUS_COLORS, LEAD_STATUS_LABELS } from "@tronc/domain";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { LeadBriefCard } from "./lead-brief-card";
import { LeadCallbackCard } from "./lead-callback-card";
import { LeadCallsCard } from "./lead-calls-card";
import { LeadFilesCard } from "./lead-files-card";
import { LeadFollowCard } from "./lead-follow-card";
import { LeadGroupCompaniesCard } from "./lead-group-companies-card";
import { LEAD_MESSAGES, type LeadDetail, type LeadOptions } from "./lead-helpers";
import { LeadClientCard, LeadProjectCard } from "./lead-links-cards";
import { LeadRecommendationsCard } from "./lead-recommendations-card";
import { LeadRequestCard } from "./lead-request-card";
import { GroupCompanyTag } from "./lead-row";
import { LeadReloadContext } from "./use-lead-actions";
import "./leads.css";
import "./lead-page.css";
import { HistoryButton } from "../../../ui/history-panel";

const backLink = <Link href={routeUrl("admin-tronc-commun-lead")}>← Liste des Leads</Link>;

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="icon">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}

/** The delete icon of the title bar: only for a trash lead whose project is still at the lead stage. */
function DeleteLeadButton({ lead }: { lead: LeadDetail }) {
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const remove = trpc.lead.delete.useMutation({
    onSuccess: () => {
      toast.success(LEAD_MESSAGES.leadDeleted, { position: "top" });
      void utils.lead.search.invalidate();
      navigate(routeUrl("admin-tronc-commun-lead"));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const ask = async () => {
    const yes = await confirm(LEAD_MESSAGES.leadDeleteConfirm, {
      danger: true,
      confirmLabel: "Supprimer",
      title: "Supprimer le lead",
    });
    if (yes) remove.mutate({ id: lead.id });
  };
  return (
    <Button
      variant="danger"
      onClick={ask}
      busy={remove.isPending}
      aria-label="Supprimer le lead"
      title="Supprimer le lead"
    >
      <TrashIcon />
    </Button>
  );
}

function LeadEditor({ lead, options }: { lead: LeadDetail; options: LeadOptions }) {
  return (
    <>
      <PageHeader
        back={backLink}
        title={lead.subject}
        subtitle={
          <span className="lead-header-meta">
            <Badge variant={LEAD_STATUS_COLORS[lead.leadStatus]}>{LEAD_STATUS_LABELS[lead.leadStatus]}</Badge>
            {lead.leadLevel && (
              <Badge variant={LEAD_LEVEL_COLORS[lead.leadLevel]}>{LEAD_LEVEL_LABELS[lead.leadLevel]}</Badge>
            )}
            <GroupCompanyTag company={lead.triangleCompany} />
            <span>Reçu le {formatDateTime(lead.createdAt)}</span>
          </span>
        }
        actions={
          <>
            <HistoryButton kind="lead" id={lead.id} />
            {lead.canDelete && <DeleteLeadButton lead={lead} />}
          </>
        }
      />
      <div className="lead-layout">
        <div className="stack lead-main">
          <LeadGroupCompaniesCard lead={lead} options={options} />
          <LeadRequestCard lead={lead} />
          <LeadBriefCard lead={lead} />
          <LeadCallsCard leadId={lead.id} />
          <LeadFilesCard lead={lead} />
          <LeadRecommendationsCard lead={lead} />
        </div>
        <aside className="stack lead-side" aria-label="Suivi du lead">
          <LeadFollowCard lead={lead} options={options} />
          <LeadCallbackCard lead={lead} options={options} />
          <LeadClientCard lead={lead} />
          <LeadProjectCard lead={lead} />
        </aside>
      </div>
    </>
  );
}

/** admin-tronc-commun-edit-lead: every block of the lead (spec §2.4). */
export default function LeadEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const lead = trpc.lead.get.useQuery({ id }, { enabled: valid });
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 5 * 60_000 });
  const [generation, setGeneration] = useState(0);
  if (!valid || lead.isError || options.isError) {
    return (
      <>
        <PageHeader title="Fiche lead" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {!valid ? "Ce lead n'existe pas." : apiErrorMessage(lead.error ?? options.error)}
        </p>
      </>
    );
  }
  if (!lead.data || !options.data) return <Spinner label="Chargement du lead…" />;
  // 'Recharger' after a conflict: every block starts again from the lead read, what was typed dropped.
  return (
    <LeadReloadContext.Provider value={() => setGeneration((n) => n + 1)}>
      <LeadEditor key={`${id}-${generation}`} lead={lead.data} options={options.data} />
    </LeadReloadContext.Provider>
  );
}
