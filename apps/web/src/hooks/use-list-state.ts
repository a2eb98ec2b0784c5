import { useCallback, useEffect, useRef, useState } from "react";
import { useThrottledCallback } from "./use-throttled-callback";

export interface ListState<F> {
  search: string;
  filters: F;
  /** 1-based. */
  page: number;
}

export interface ListStateDefaults<F> {
  search?: string;
  filters: F;
  page?: number;
}

export interface ListStateOptions {
  /**
   * True once the list's data has arrived: the saved scroll position is restored ~300 ms later.
   * Optional: without it, the position is restored once the page is tall enough to reach it.
   */
  dataReady?: boolean;
}

const SCROLL_RESTORE_DELAY_MS = 300;
/** Without `dataReady`, how long to wait for the page to grow before restoring anyway. */
const MAX_WAIT_MS = 5000;
const storageKey = (key: string) => `tc:list:${key}`;
const scrollKey = (key: string) => `tc:list:${key}:scroll`;

/** `?q=` in the address (the search box's 'Voir tout'): the text the list opens with, over the saved one. */
function searchFromUrl(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("q");
}

/** The list's remembered state, or its defaults; a `?q=` of the address replaces the text, on page 1. */
export function readListState<F extends object>(key: string, defaults: ListStateDefaults<F>): ListState<F> {
  const saved = readSavedListState(key, defaults);
  const q = searchFromUrl();
  return q === null ? saved : { ...saved, search: q.slice(0, 200), page: 1 };
}

/** The list's remembered state, or its defaults: what the screen will show first (route loaders use it too). */
function readSavedListState<F extends object>(key: string, defaults: ListStateDefaults<F>): ListState<F> {
  const base: ListState<F> = {
    search: defaults.search ?? "",
    filters: defaults.filters,
    page: defaults.page ?? 1,
  };
  try {
    const raw = sessionStorage.getItem(storageKey(key));
    if (!raw) return base;
    const saved: Partial<ListState<Partial<F>>> = JSON.parse(raw);
    return {
      search: typeof saved.search === "string" ? saved.search : base.search,
      // Filter by filter, so that a filter added since keeps its default.
      filters: { ...base.filters, ...(saved.filters ?? {}) },
      page: typeof saved.page === "number" && saved.page >= 1 ? saved.page : base.page,
    };
  } catch {
    return base;
  }
}

/**
 * A list's search text, filters and page, kept for the browser session (sessionStorage) and
 * restored when the person comes back; the scroll position too, once `dataReady`.
 * Changing the search or a filter goes back to page 1. A list screen uses `usePagedSearch`, which
 * adds the debounce, the query and the pagination to it.
 */
export function useListState<F extends object>(
  key: string,
  defaults: ListStateDefaults<F>,
  options: ListStateOptions = {},
) {
  const [state, setState] = useState<ListState<F>>(() => readListState(key, defaults));
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(key), JSON.stringify(state));
    } catch {
      // Storage full or refused (private mode): the list still works, it just will not be remembered.
    }
  }, [key, state]);

  useListScroll(key, options.dataReady);

  const setSearch = useCallback((search: string) => setState((s) => ({ ...s, search, page: 1 })), []);
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setFilters = useCallback(
    (changes: Partial<F>) => setState((s) => ({ ...s, filters: { ...s.filters, ...changes }, page: 1 })),
    [],
  );
  const setFilter = useCallback(
    <K extends keyof F>(name: K, value: F[K]) =>
      setState((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 })),
    [],
  );
  const reset = useCallback(() => {
    const d = defaultsRef.current;
    setState({ search: d.search ?? "", filters: d.filters, page: d.page ?? 1 });
  }, []);

  return { ...state, setSearch, setPage, setFilter, setFilters, reset };
}

/**
 * Saves the window's scroll position for this list and puts it back ~300 ms after the data is
 * there: when `dataReady` turns true, or, without it, once the page has grown tall enough.
 */
function useListScroll(key: string, dataReady: boolean | undefined) {
  const restored = useRef(false);

  const save = useThrottledCallback(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(scrollKey(key), String(Math.round(window.scrollY)));
    } catch {
      // see above
    }
  }, 100);

  useEffect(() => {
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, [save]);

  useEffect(() => {
    if (restored.current || dataReady === false) return;
    const saved = Number(sessionStorage.getItem(scrollKey(key)) ?? "0");
    if (!(saved > 0)) {
      restored.current = true;
      return;
    }
    let timer: number | undefined;
    const restoreSoon = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        window.scrollTo({ top: saved });
        restored.current = true;
      }, SCROLL_RESTORE_DELAY_MS);
    };
    if (dataReady) {
      restoreSoon();
      return () => window.clearTimeout(timer);
    }
    const tallEnough = () => document.documentElement.scrollHeight - window.innerHeight >= saved;
    const observer = new ResizeObserver(() => {
      if (tallEnough()) restoreSoon();
    });
    observer.observe(document.body);
    const giveUp = window.setTimeout(restoreSoon, MAX_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
      window.clearTimeout(timer);
    };
  }, [key, dataReady]);
}
