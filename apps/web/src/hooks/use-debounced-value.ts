import { useEffect, useState } from "react";

/** The spec's list search debounce is 800 ms: `const query = useDebouncedValue(search, 800)`. */
export function useDebouncedValue<T>(value: T, delay = 800): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
