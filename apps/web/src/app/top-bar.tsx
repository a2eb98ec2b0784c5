import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { SearchLauncher } from "../features/support/search/search-launcher";
import { postJson } from "../lib/api-error";
import { LOGIN_PATH } from "../lib/session-redirect";
import { useToast } from "../ui/toast";
import { type NavEntry, navigationFor } from "./nav";
import { NavDropdown } from "./nav-dropdown";
import { ADMIN_BASE, routeUrl } from "./paths";
import { useSessionUser } from "./session";

function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

function entryIsCurrent(location: string, entry: NavEntry): boolean {
  if (entry.kind === "link") return isCurrent(location, routeUrl(entry.route));
  return entry.items.some((item) => item.kind === "link" && isCurrent(location, routeUrl(item.route)));
}

/** The fixed top bar: brand, the menus the session may see, the user's name and the logout. */
export function TopBar() {
  const user = useSessionUser();
  const [location, navigate] = useLocation();
  // The open dropdown is remembered with the location it was opened at: any navigation closes it.
  const [opened, setOpened] = useState<{ key: string; at: string } | null>(null);
  const openKey = opened?.at === location ? opened.key : null;
  const setOpenKey = (key: string | null) => setOpened(key ? { key, at: location } : null);
  const navRef = useRef<HTMLElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const entries = navigationFor(user);

  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpened(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpened(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openKey]);

  const logout = async () => {
    try {
      await postJson("/api/logout");
    } catch {
      toast.error("La déconnexion a échoué, réessayez.");
      return;
    }
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <header className="topbar">
      <nav ref={navRef} className="topbar-inner" aria-label="Navigation principale">
        <Link href={ADMIN_BASE} className="topbar-brand">
          <span className="brand-mark" aria-hidden="true">
            TC
          </span>
          <span className="brand-text">Tronc Commun</span>
        </Link>
        <ul className="topbar-menu">
          {entries.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.route} className="topbar-item">
                <Link
                  href={routeUrl(entry.route)}
                  className={`topbar-link${entryIsCurrent(location, entry) ? " is-active" : ""}`}
                  aria-current={entryIsCurrent(location, entry) ? "page" : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ) : (
              <NavDropdown
                key={entry.key}
                menu={entry}
                open={openKey === entry.key}
                active={entryIsCurrent(location, entry)}
                onToggle={(open) => setOpenKey(open ? entry.key : null)}
              />
            ),
          )}
        </ul>
        <div className="topbar-user">
          <SearchLauncher />
          <span className="topbar-username" title={user.email}>
            {user.fullname}
          </span>
          <button type="button" className="topbar-link topbar-logout" onClick={logout}>
            Déconnexion
          </button>
        </div>
      </nav>
    </header>
  );
}
