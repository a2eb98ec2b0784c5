import { lazy, Suspense, useEffect, useState } from "react";
import { opensSearch } from "./search-shortcut";

// The palette (cmdk and its dialog) is loaded the first time the box opens: the first screens stay light.
const SearchPalette = lazy(() => import("./search-palette"));

/** 'Rechercher' in the top bar, and Ctrl+K or '/' anywhere, open the search box. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="topbar-link topbar-search"
        aria-label="Rechercher (Ctrl K)"
        aria-keyshortcuts="Control+K /"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg className="topbar-search-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="topbar-search-word">Rechercher</span> <kbd className="topbar-kbd">Ctrl K</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
