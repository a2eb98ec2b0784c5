import { PROJECT_STATE_LABELS, type ProjectState } from "@tronc/domain";
import { ClientPicker } from "./client-picker";
import type { ProjectListFilters, ProjectOptions } from "./project-helpers";

const STATES = Object.keys(PROJECT_STATE_LABELS) as ProjectState[];

interface ProjectFilterBarProps {
  search: string;
  onSearch(value: string): void;
  filters: ProjectListFilters;
  onChange(changes: Partial<ProjectListFilters>): void;
  options: ProjectOptions | undefined;
}

const idOf = (value: string) => (value ? Number(value) : null);

/** Free text, client, project manager, states (several) and group company. */
export function ProjectFilterBar({ search, onSearch, filters, onChange, options }: ProjectFilterBarProps) {
  const toggle = (state: ProjectState) =>
    onChange({
      states: filters.states.includes(state)
        ? filters.states.filter((one) => one !== state)
        : [...filters.states, state],
    });
  const client =
    filters.companyId && filters.companyName ? { id: filters.companyId, name: filters.companyName } : null;
  return (
    <search className="card filters project-filters">
      <div className="field project-filter-search">
        <label htmlFor="project-search">Rechercher</label>
        <input
          id="project-search"
          type="search"
          placeholder="Titre du projet ou client"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="field project-filter-client">
        <label htmlFor="project-filter-client">Client</label>
        <ClientPicker
          id="project-filter-client"
          value={client}
          clearLabel="Tous les clients"
          onChange={(chosen) =>
            onChange({ companyId: chosen?.id ?? null, companyName: chosen?.name ?? null })
          }
        />
      </div>
      <div className="field">
        <label htmlFor="project-filter-manager">Chef de projet</label>
        <select
          id="project-filter-manager"
          value={filters.projectManagerId ?? ""}
          onChange={(event) => onChange({ projectManagerId: idOf(event.target.value) })}
        >
          <option value="">Tous</option>
          {options?.users.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullname}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="project-filter-company">Entreprise du groupe</label>
        <select
          id="project-filter-company"
          value={filters.triangleCompanyId ?? ""}
          onChange={(event) => onChange({ triangleCompanyId: idOf(event.target.value) })}
        >
          <option value="">Toutes</option>
          {options?.triangleCompanies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="project-states">
        <legend className="field-label">États</legend>
        <div className="project-chips">
          {STATES.map((state) => (
            <button
              key={state}
              type="button"
              className="project-chip"
              aria-pressed={filters.states.includes(state)}
              onClick={() => toggle(state)}
            >
              {PROJECT_STATE_LABELS[state]}
            </button>
          ))}
        </div>
      </fieldset>
    </search>
  );
}
