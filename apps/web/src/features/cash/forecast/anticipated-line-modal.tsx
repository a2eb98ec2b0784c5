import { formatEuros } from "@tronc/domain";
import { Link } from "wouter";
import { ADMIN_BASE } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { CompanyTag } from "../../../ui/company-tag";
import { Modal } from "../../../ui/modal";
import { amountClass } from "./forecast-format";
import type { ForecastLine } from "./forecast-types";

const SOURCE_KINDS: Record<ForecastLine["kind"], string> = {
  manual: "Ligne saisie",
  charge: "Charge",
  invoice: "Facture client à encaisser",
  schedule: "Échéancier d'un devis",
  supplierInvoice: "Facture fournisseur à régler",
};

/** An anticipated line is computed from its source: shown read-only, with a link to that source. */
export function AnticipatedLineModal({ line, onClose }: { line: ForecastLine; onClose(): void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Editer une ligne prévisionnelle"
      description="Ligne anticipée : elle suit sa source et ne se modifie pas ici."
      footer={<Button onClick={onClose}>Fermer</Button>}
    >
      <dl className="forecast-anticipated">
        <div>
          <dt>Titre</dt>
          <dd>{line.title}</dd>
        </div>
        <div>
          <dt>Montant</dt>
          <dd className={amountClass(line.amountCents)}>{formatEuros(line.amountCents)}</dd>
        </div>
        <div>
          <dt>Date prévue</dt>
          <dd>
            {formatDate(line.forecastDay)} {line.isLate && <Badge variant="danger">En retard</Badge>}
          </dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>
            {SOURCE_KINDS[line.kind]}
            {line.sourceLabel && " : "}
            {line.sourcePath ? (
              <Link href={`${ADMIN_BASE}${line.sourcePath}`}>{line.sourceLabel ?? "ouvrir"}</Link>
            ) : (
              line.sourceLabel
            )}
          </dd>
        </div>
        {line.companiesParts.length > 0 && (
          <div>
            <dt>Entreprise</dt>
            <dd className="forecast-anticipated-companies">
              {line.companiesParts.map((part) => (
                <CompanyTag key={part.companyId} company={part} />
              ))}
            </dd>
          </div>
        )}
      </dl>
    </Modal>
  );
}
