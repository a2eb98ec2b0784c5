/** A padlock, for the purchase type that nobody may rename or delete. */
export function LockIcon() {
  return (
    <svg className="task-type-lock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}
