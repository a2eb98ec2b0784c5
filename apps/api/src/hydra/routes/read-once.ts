/**
 * A record a hand-written row may need twice (the read-only fields it checks, the version a client
 * that names none writes over): read at most once, and only when asked.
 */
export function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read();
    return pending;
  };
}
