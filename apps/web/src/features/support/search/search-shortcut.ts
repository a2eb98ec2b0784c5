/** Whether the key event was typed in a field (where '/' is a character, not the shortcut). */
function typedInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Ctrl+K (⌘K on a Mac) anywhere, or '/' outside a text field: the keys that open the search box. */
export function opensSearch(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  return (
    event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typedInField(event.target)
  );
}
