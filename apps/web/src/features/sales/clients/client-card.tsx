import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { Badge } from "../../../ui/badge";
import type { ClientCard as ClientCardData } from "./client-form";

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** One client of the list: name, city, sector, Factor, SIRET, its group companies, contacts and leads. */
export function ClientCard({ client }: { client: ClientCardData }) {
  return (
    <Link
      href={routeUrl("admin-tronc-commun-company-view", { id: client.id })}
      className="card client-card"
      data-client-id={client.id}
    >
      <span className="client-card-head">
        <span className="client-card-name">{client.name}</span>
        {client.isFactor && <Badge variant="warning">Factor</Badge>}
      </span>
      <span className="client-card-line">
        {client.city ? (
          `${client.postalCode ?? ""} ${client.city}`.trim()
        ) : (
          <span className="muted">Ville inconnue</span>
        )}
      </span>
      <span className="client-card-line muted">{client.siret ? `SIRET ${client.siret}` : "Sans SIRET"}</span>
      <span className="client-card-badges">
        {client.activitySector && <Badge variant="info">{client.activitySector}</Badge>}
      </span>
      <span className="client-card-groups">
        {client.triangleCompanies.length === 0 ? (
          <span className="muted">Aucune entreprise Triangle</span>
        ) : (
          client.triangleCompanies.map((group) => (
            <Badge
              key={group.id}
              variant={group.isProspect ? "secondary" : "primary"}
              title={group.isProspect ? "Prospect" : "Client"}
            >
              {group.name}
              {group.isProspect ? " · prospect" : ""}
            </Badge>
          ))
        )}
      </span>
      <span className="client-card-counts muted">
        {plural(client.nbContacts, "contact", "contacts")} · {plural(client.nbLeads, "lead", "leads")}
      </span>
    </Link>
  );
}
