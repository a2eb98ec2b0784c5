import { useEffect, useRef } from "react";

/**
 * A stable function that calls `callback` at most once every `wait` ms (first call at once,
 * the last one of a burst at the end of the window so the final state is never missed).
 */
export function useThrottledCallback(callback: () => void, wait: number): () => void {
  const latest = useRef(callback);
  latest.current = callback;
  const state = useRef<{ last: number; timer: number | undefined }>({ last: 0, timer: undefined });
  const throttled = useRef(() => {
    const now = Date.now();
    const remaining = wait - (now - state.current.last);
    if (remaining <= 0) {
      state.current.last = now;
      latest.current();
    } else if (state.current.timer === undefined) {
      state.current.timer = window.setTimeout(() => {
        state.current.timer = undefined;
        state.current.last = Date.now();
        latest.current();
      }, remaining);
    }
  });
  useEffect(() => () => window.clearTimeout(state.current.timer), []);
  return throttled.current;
}
