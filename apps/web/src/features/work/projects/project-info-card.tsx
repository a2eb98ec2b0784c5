import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { MaterialPicker } from "../../support/materials/material-picker";
import { type ProjectDraft, toggled } from "./project-form";
import type { ProjectOptions, ProjectView } from "./project-helpers";

interface ProjectInfoCardProps {
  project: ProjectView;
  draft: ProjectDraft;
  options: ProjectOptions;
  onChange(changes: Partial<ProjectDraft>): void;
}

function CheckList({
  legend,
  items,
  checked,
  onToggle,
  emptyLabel,
}: {
  legend: string;
  emptyLabel: string;
  items: { id: number; label: string }[];
  checked: number[];
  onToggle(id: number): void;
}) {
  return (
    <fieldset className="field project-checklist">
      <legend className="field-label">{legend}</legend>
      {items.length === 0 && <span className="muted">{emptyLabel}</span>}
      <div className="project-checklist-items">
        {items.map((item) => (
          <label key={item.id} className="project-check">
            <input type="checkbox" checked={checked.includes(item.id)} onChange={() => onToggle(item.id)} />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Description, delivery date, manager, 'Géré par', shared group companies, users, the game URL and the material. */
export function ProjectInfoCard({ project, draft, options, onChange }: ProjectInfoCardProps) {
  const owners = [...options.myTriangleCompanies];
  const current = project.ownerTriangleCompany;
  if (current && !owners.some((company) => company.id === current.id)) owners.push(current);
  // Someone already on the project stays listed (and kept) even once inactive.
  const people = [
    ...options.users,
    ...project.triangleUsers.filter((person) => !options.users.some((one) => one.id === person.id)),
  ];
  const disabled = !project.canEdit;
  return (
    <section className="card" aria-labelledby="project-info-title">
      <div className="card-header">
        <h2 id="project-info-title">Informations</h2>
      </div>
      <div className="card-body stack">
        <div className="field">
          <label htmlFor="project-comment">Description</label>
          <RichTextEditor
            id="project-comment"
            value={draft.comment}
            onChange={(comment) => onChange({ comment })}
            disabled={disabled}
          />
        </div>
        <div className="form-grid">
          <Field label="Date de livraison prévue">
            <DateInput
              id="project-delivery-date"
              value={draft.deliveryDate}
              disabled={disabled}
              onChange={(deliveryDate) => onChange({ deliveryDate })}
            />
          </Field>
          <Field label="Chef de projet">
            <select
              id="project-manager"
              value={draft.projectManagerId ?? ""}
              disabled={disabled}
              onChange={(event) => onChange({ projectManagerId: Number(event.target.value) })}
            >
              {draft.projectManagerId === null && <option value="">Pas encore de chef de projet</option>}
              {options.users.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.fullname}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Géré par">
            <select
              id="project-owner"
              value={draft.ownerTriangleCompanyId ?? ""}
              disabled={disabled}
              onChange={(event) =>
                onChange({ ownerTriangleCompanyId: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">Aucune entreprise</option>
              {owners.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="URL du jeu ou de la borne">
            <input
              id="project-game-url"
              type="url"
              placeholder="https://"
              value={draft.gameUrl}
              disabled={disabled}
              onChange={(event) => onChange({ gameUrl: event.target.value })}
            />
          </Field>
        </div>
        <CheckList
          legend="Entreprises du groupe associées"
          emptyLabel="Aucune entreprise Triangle"
          items={options.triangleCompanies.map((company) => ({ id: company.id, label: company.name }))}
          checked={draft.triangleCompanyIds}
          onToggle={(id) => onChange({ triangleCompanyIds: toggled(draft.triangleCompanyIds, id) })}
        />
        <CheckList
          legend="Utilisateurs affectés"
          emptyLabel="Aucun utilisateur"
          items={people.map((person) => ({ id: person.id, label: person.fullname }))}
          checked={draft.triangleUserIds}
          onToggle={(id) => onChange({ triangleUserIds: toggled(draft.triangleUserIds, id) })}
        />
        <MaterialPicker
          saved={project.materials}
          value={draft.materialIds}
          disabled={disabled}
          onChange={(materialIds) => onChange({ materialIds })}
        />
      </div>
    </section>
  );
}
