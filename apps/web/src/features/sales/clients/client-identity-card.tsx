import type { ReactNode } from "react";
import { Badge } from "../../../ui/badge";
import type { ClientSheet } from "./client-form";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="client-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const none = <span className="muted">Non renseigné</span>;

/** The identity block of the client sheet (edited through the modal of the page header). */
export function ClientIdentityCard({ sheet, editButton }: { sheet: ClientSheet; editButton: ReactNode }) {
  const address = sheet.address;
  return (
    <section className="card" aria-labelledby="client-identity-title">
      <div className="card-header">
        <h2 id="client-identity-title">Identité</h2>
        {editButton}
      </div>
      <dl className="card-body client-facts">
        <Item label="Secteur d'activité">
          {sheet.activitySector ? <Badge variant="info">{sheet.activitySector}</Badge> : none}
        </Item>
        <Item label="SIRET">{sheet.siret ?? none}</Item>
        <Item label="Adresse">
          {address ? (
            <>
              {address.address && <span className="client-block-line">{address.address}</span>}
              {address.complement && <span className="client-block-line">{address.complement}</span>}
              <span className="client-block-line">
                {address.postalCode} {address.city}
              </span>
            </>
          ) : (
            none
          )}
        </Item>
        <Item label="Facturation">
          {sheet.invoiceHeadName || sheet.invoiceAddress ? (
            <>
              {sheet.invoiceHeadName && <span className="client-block-line">{sheet.invoiceHeadName}</span>}
              {sheet.invoiceAddress && (
                <span className="client-block-line client-pre">{sheet.invoiceAddress}</span>
              )}
            </>
          ) : (
            <span className="muted">Comme l'adresse</span>
          )}
        </Item>
        <Item label="Effectif">{sheet.companySize === null ? none : `${sheet.companySize} salariés`}</Item>
        <Item label="Affacturage">
          {sheet.isFactor ? (
            <Badge variant="warning">Client au Factor</Badge>
          ) : (
            <span className="muted">Non</span>
          )}
        </Item>
        <Item label="Site web">
          {sheet.website ? (
            <a href={sheet.website} target="_blank" rel="noreferrer noopener">
              {sheet.website.replace(/^https?:\/\//, "")}
            </a>
          ) : (
            none
          )}
        </Item>
        <Item label="Client de">
          {sheet.triangleCustomers.length === 0 ? (
            <span className="muted">Aucune entreprise Triangle</span>
          ) : (
            <span className="row">
              {sheet.triangleCustomers.map((link) => (
                <Badge key={link.id} variant={link.isProspect ? "secondary" : "primary"}>
                  {link.triangleCompany.name}
                  {link.isProspect ? " · prospect" : ""}
                </Badge>
              ))}
            </span>
          )}
        </Item>
        <Item label="Commentaire interne">
          {sheet.internalComment ? <span className="client-pre">{sheet.internalComment}</span> : none}
        </Item>
      </dl>
    </section>
  );
}
