import { useEffect, useState } from "react";
import { type QueryUtils, useQueryUtils } from "../lib/api-provider";
import { Spinner } from "../ui/spinner";
import { canAccess } from "./access";
import { ComingSoonPage, ForbiddenPage } from "./coming-soon-page";
import type { LazyScreen } from "./lazy-screen";
import { fullPath, type Route, routes } from "./paths";
import { ScreenBoundary } from "./screen-boundary";
import { screens } from "./screens";
import { useSessionUser } from "./session";

type Params = Record<string, string | undefined>;

/** One route of the table: its screen (loaded on demand), or the "bientôt disponible" page, or a refusal. */
export function RouteScreen({ route, params }: { route: Route; params: Params }) {
  const user = useSessionUser();
  if (!canAccess(user, route.access)) return <ForbiddenPage title={route.title} />;
  const screen = screens[route.name];
  if (!screen) return <ComingSoonPage title={route.title} />;
  return (
    <ScreenBoundary>
      <LoadedScreen screen={screen} params={params} />
    </ScreenBoundary>
  );
}

function LoadedScreen({ screen, params }: { screen: LazyScreen; params: Params }) {
  const utils = useQueryUtils();
  const [state, setState] = useState(() => ({ screen, failure: null as unknown }));
  const Screen = screen.loaded();
  useEffect(() => {
    if (screen.loaded()) return;
    let current = true;
    screen.preload(utils, params);
    screen.load().then(
      () => current && setState({ screen, failure: null }),
      (failure: unknown) => current && setState({ screen, failure }),
    );
    return () => {
      current = false;
    };
  }, [screen, utils, params]);
  if (state.screen === screen && state.failure) throw state.failure;
  if (!Screen) return <Spinner />;
  return <Screen params={params} />;
}

/** The route the shell will show for this path (its first matching pattern), with its parameters. */
function matchPath(pathname: string): { route: Route; params: Params } | null {
  const wanted = pathname.split("/").filter(Boolean);
  for (const route of routes) {
    const pattern = fullPath(route).split("/").filter(Boolean);
    if (pattern.length !== wanted.length) continue;
    const params: Params = {};
    const matches = pattern.every((part, index) => {
      const value = wanted[index] ?? "";
      if (!part.startsWith(":")) return part === value;
      params[part.slice(1)] = value;
      return value !== "";
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * At page load, before the session is known: the matched screen's chunks and its first data are
 * requested together (the queries share the session request's batch). The screen then finds both ready.
 */
export function preloadRoute(pathname: string, utils: QueryUtils): void {
  const found = matchPath(pathname);
  const screen = found && screens[found.route.name];
  if (found && screen) screen.preload(utils, found.params);
}
