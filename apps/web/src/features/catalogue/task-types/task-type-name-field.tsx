import { TASK_TYPE_NAME_MAX } from "@tronc/domain";
import { Field } from "../../../ui/field";

/** 'Nom': required, the refusal (the browser's check or the server's) under it. */
export function TaskTypeNameField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  return (
    <Field label="Nom" required error={error}>
      <input
        id={id}
        autoComplete="off"
        maxLength={TASK_TYPE_NAME_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
