import { trpc } from "../../../lib/trpc";
import "./materials.css";

interface MaterialPickerProps {
  /** The materials the project has now (their labels, inactive ones included). */
  saved: readonly { id: number; label: string }[];
  value: number[];
  onChange(ids: number[]): void;
  disabled?: boolean;
}

/**
 * 'Matériel' of a project: the picked materials as tags, and a list to add one more among the
 * active materials. Shown only once the group has materials.
 */
export function MaterialPicker({ saved, value, onChange, disabled }: MaterialPickerProps) {
  const choices = trpc.material.choices.useQuery(undefined, { staleTime: 60_000 });
  const offered = choices.data ?? [];
  if (offered.length === 0 && value.length === 0) return null;
  const labels = new Map([...saved, ...offered].map((choice) => [choice.id, choice.label]));
  const addable = offered.filter((choice) => !value.includes(choice.id));
  return (
    <div className="field material-picker">
      <label htmlFor="project-material-add">Matériel</label>
      {value.length > 0 && (
        <ul className="material-picks" aria-label="Matériel du projet">
          {value.map((id) => (
            <li key={id} className="material-pick" data-material-id={id}>
              {labels.get(id) ?? `Matériel n° ${id}`}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Retirer ${labels.get(id) ?? `le matériel n° ${id}`}`}
                onClick={() => onChange(value.filter((one) => one !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <select
        id="project-material-add"
        value=""
        disabled={disabled || addable.length === 0}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id) onChange([...value, id]);
        }}
      >
        <option value="">
          {addable.length === 0 ? "Tout le matériel est choisi" : "Ajouter du matériel…"}
        </option>
        {addable.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
