import { MATERIAL_TYPE_LABELS } from "@tronc/domain";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import { Switch } from "../../../ui/switch";
import { MATERIAL_TYPE_BADGES, type MaterialListItem, materialTitle } from "./material-helpers";

interface MaterialCardProps {
  material: MaterialListItem;
  /** The group company's colour, when known. */
  companyColor: string | undefined;
  onOpen(): void;
  onActiveChange(isActive: boolean): void;
  switching: boolean;
}

/** What identifies the material at a glance: its number, its plate or where it stands. */
function keyFact(material: MaterialListItem): string | null {
  if (material.type === "phone") return material.phoneNumber;
  if (material.type === "vehicule") return material.numberPlate;
  return material.location;
}

/** One material of the list: type, name, owner company, holder, its key fact, and the active switch. */
export function MaterialCard({
  material,
  companyColor,
  onOpen,
  onActiveChange,
  switching,
}: MaterialCardProps) {
  const title = materialTitle(material);
  const fact = keyFact(material);
  return (
    <article
      className={`card material-card${material.isActive ? "" : " is-inactive"}`}
      data-material-id={material.id}
    >
      <Badge variant={MATERIAL_TYPE_BADGES[material.type]} className="material-card-type">
        {MATERIAL_TYPE_LABELS[material.type]}
      </Badge>
      <div className="material-card-main">
        <h2 className="material-card-title">
          <button type="button" className="material-card-open" onClick={onOpen}>
            {title}
          </button>
        </h2>
        <p className="material-card-meta">
          {companyColor ? (
            <CompanyTag company={{ name: material.triangleOwner.name, color: companyColor }} />
          ) : (
            <Badge>{material.triangleOwner.name}</Badge>
          )}
          <span className={material.owner ? undefined : "muted"}>
            {material.owner ? `Détenu par ${material.owner.fullname}` : "Sans détenteur"}
          </span>
          <span className="muted">Acheté le {formatDate(material.buyAt)}</span>
        </p>
      </div>
      <span className={`material-card-fact${fact ? "" : " muted"}`}>{fact || "—"}</span>
      <Switch
        className="material-card-switch"
        label={material.isActive ? "Actif" : "Inactif"}
        aria-label={`${material.isActive ? "Actif" : "Inactif"} : ${title}`}
        checked={material.isActive}
        disabled={switching}
        onChange={onActiveChange}
      />
    </article>
  );
}
