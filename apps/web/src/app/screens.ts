import { type LazyScreen, lazyScreen } from "./lazy-screen";
import { type RouteName, routes } from "./paths";

/**
 * The built screens, loaded on demand, by route name: every route whose feature gives its `screen`
 * (with its `loader`, fetching its first data in parallel with its code). A route without one shows
 * "bientôt disponible".
 */
export const screens: Partial<Record<RouteName, LazyScreen>> = Object.fromEntries(
  routes.flatMap((route) =>
    "screen" in route
      ? [[route.name, lazyScreen(route.screen, "loader" in route ? route.loader : undefined)]]
      : [],
  ),
);
