import { normalizeSearchText } from "../sales/search-text";

function joined(parts: readonly (string | null | undefined)[]): string {
  return normalizeSearchText(parts.filter((part): part is string => Boolean(part)).join(" "));
}

/** The stored search text of a project: its name and its client's name. */
export function projectSearchText(parts: { name: string; clientName?: string | null }): string {
  return joined([parts.name, parts.clientName]);
}

/** The stored search text of a task: its name, its project's name and the project's client. */
export function taskSearchText(parts: {
  name: string;
  projectName?: string | null;
  clientName?: string | null;
}): string {
  return joined([parts.name, parts.projectName, parts.clientName]);
}
