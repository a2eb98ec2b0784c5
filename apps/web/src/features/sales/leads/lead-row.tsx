import {
  callbackAlertAt,
  LEAD_LEVEL_COLORS,
  LEAD_LEVEL_LABELS,
  LEAD_STATUS_COLORS,
  LEAD_STATUS_LABELS,
  toParisDate,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate, formatDateTime, formatTime } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import type { LeadListItem } from "./lead-helpers";

/** A group company's name with its colour. */
export function GroupCompanyTag({ company }: { company: { name: string; color: string } | null }) {
  if (!company) return <span className="muted">—</span>;
  return (
    <span className="group-tag">
      <span className="group-tag-dot" style={{ background: company.color }} aria-hidden="true" />
      {company.name}
    </span>
  );
}

/** 'aujourd'hui à 14:30' for today (Paris), else '21/11/2026 14:30'. */
export function callbackWhen(callbackAt: string, now: Date): string {
  return toParisDate(callbackAt) === toParisDate(now)
    ? `aujourd'hui à ${formatTime(callbackAt)}`
    : formatDateTime(callbackAt);
}

/** The callback of a lead with its colour: danger under 10 minutes (or past), warning under 60. */
export function CallbackTag({ callbackAt, now }: { callbackAt: string; now: Date }) {
  const alert = callbackAlertAt(callbackAt, now);
  return (
    <Badge variant={alert ?? "info"} title={alert === "danger" ? "Rappel imminent ou dépassé" : undefined}>
      Rappel {callbackWhen(callbackAt, now)}
    </Badge>
  );
}

/**
 * The day a recommendation of the lead was last sent; red once more than 7 days old while an answer
 * is awaited (the server's `sentLate`).
 */
export function SentDateTag({ day, late }: { day: string; late: boolean }) {
  return (
    <Badge
      variant={late ? "danger" : "info"}
      className="lead-sent-date"
      title={late ? "Envoyé il y a plus de 7 jours : relancer le client" : undefined}
    >
      Envoyé le {formatDate(day)}
    </Badge>
  );
}

/** One lead of the list: red left border while unread, green once read; the whole row opens it. */
export function LeadRow({ lead, now }: { lead: LeadListItem; now: Date }) {
  const companyName = lead.company?.name ?? lead.contactCompanyName;
  const contact = [lead.contactPhone, lead.contactEmail].filter(Boolean).join(" · ");
  const person = lead.userAssigned ?? lead.owner;
  return (
    <Link
      href={routeUrl("admin-tronc-commun-edit-lead", { id: lead.id })}
      className={`card lead-row ${lead.isUnread ? "is-unread" : "is-read"}`}
      data-lead-id={lead.id}
    >
      <span className="lead-row-main">
        <span className="lead-row-subject">{lead.subject}</span>
        <span className="lead-row-line">
          {lead.contactName}
          {companyName && <span className="muted"> · {companyName}</span>}
        </span>
        {contact && <span className="lead-row-line muted">{contact}</span>}
      </span>
      <span className="lead-row-col">
        <GroupCompanyTag company={lead.triangleCompany} />
        <span className="lead-row-line muted">
          {lead.source ? `Source : ${lead.source}` : "Source inconnue"}
        </span>
      </span>
      <span className="lead-row-col lead-row-badges">
        <Badge variant={LEAD_STATUS_COLORS[lead.leadStatus]}>{LEAD_STATUS_LABELS[lead.leadStatus]}</Badge>
        {lead.leadLevel && (
          <Badge variant={LEAD_LEVEL_COLORS[lead.leadLevel]}>{LEAD_LEVEL_LABELS[lead.leadLevel]}</Badge>
        )}
      </span>
      <span className="lead-row-col">
        <span className="lead-row-line">
          {person ? person.fullname : <span className="muted">Non pris en charge</span>}
        </span>
        {lead.callbackAt ? (
          <CallbackTag callbackAt={lead.callbackAt} now={now} />
        ) : (
          lead.missingCallback && <Badge variant="warning">Sans rappel</Badge>
        )}
      </span>
      <span className="lead-row-date">
        <span className="muted">Reçu le</span>
        <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
        {lead.lastSentAt && <SentDateTag day={lead.lastSentAt} late={lead.sentLate} />}
      </span>
    </Link>
  );
}
