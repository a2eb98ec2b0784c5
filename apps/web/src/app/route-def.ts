import type { Access } from "./access";
import type { RouteLoader, ScreenComponent } from "./lazy-screen";

/**
 * One screen's row of the route table, declared by its feature (`features/<…>/routes.ts`): no React
 * and no screen code here, only a function that fetches the screen's code when the route is visited.
 */
export interface RouteDef {
  /** The spec's route name, kept as the identifier. */
  name: string;
  /** Path under ADMIN_BASE, or from the site root when `absolute`. */
  path: string;
  /** French title, shown by the "bientôt disponible" page until the screen exists. */
  title: string;
  access?: Access;
  absolute?: boolean;
  /** The screen's code; a route without one shows "bientôt disponible". */
  screen?: () => Promise<{ default: ScreenComponent }>;
  /** Fetches the screen's first data in parallel with its code. */
  loader?: RouteLoader;
}
