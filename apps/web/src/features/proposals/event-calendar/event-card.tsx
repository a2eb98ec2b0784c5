import { textColorOn } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import type { RouterOutputs } from "../../../lib/trpc";

export type CalendarEventItem = RouterOutputs["eventCalendar"]["search"]["items"][number];

const timeOf = (local: string) => local.slice(11);

/** §2.10: a small card in its group company's colour, linking to the lead. */
export function EventCard({ event }: { event: CalendarEventItem }) {
  const { infos } = event;
  const hours = [event.startLocal, event.endLocal].map(timeOf).filter((time) => time !== "00:00");
  return (
    <Link
      href={routeUrl("admin-tronc-commun-edit-lead", { id: infos.leadId })}
      className="event-card"
      data-event-id={event.id}
      style={{ background: infos.companyColor, color: textColorOn(infos.companyColor) }}
      title={`${infos.projectName} — ${infos.companyName}`}
    >
      <span className="event-card-project">{infos.projectName}</span>
      <span className="event-card-customer">{infos.customerName}</span>
      <span className="event-card-meta">
        {infos.companyName}
        {hours.length > 0 && ` · ${hours.join(" – ")}`}
        {event.location && ` · ${event.location}`}
      </span>
    </Link>
  );
}
