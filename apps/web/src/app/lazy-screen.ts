import type { ComponentType } from "react";
import type { QueryUtils } from "../lib/api-provider";
import type { ScreenProps } from "./paths";

/** Starts a screen's queries (same inputs and keys as the screen's hooks) while its code loads. */
export type RouteLoader = (utils: QueryUtils, params: Record<string, string | undefined>) => void;

export type ScreenComponent = ComponentType<ScreenProps>;

export interface LazyScreen {
  /** The screen's code, fetched once; its chunks are requested in parallel. */
  load(): Promise<ScreenComponent>;
  /** The component once its code has arrived: then it renders at once, without a fallback. */
  loaded(): ScreenComponent | undefined;
  /** Code and data at the same time: called as soon as the route is matched. */
  preload(utils: QueryUtils, params: Record<string, string | undefined>): void;
}

/**
 * A screen loaded on demand, with an optional route loader. Not React.lazy: a suspended lazy screen
 * is revealed no sooner than 300 ms after its fallback (React's throttle), and its queries would only
 * start once it renders.
 */
export function lazyScreen(
  importer: () => Promise<{ default: ScreenComponent }>,
  loader?: RouteLoader,
): LazyScreen {
  let component: ScreenComponent | undefined;
  let pending: Promise<ScreenComponent> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        component = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = undefined; // a later visit tries again (chunk missing after a deployment, network)
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    loaded: () => component,
    preload(utils, params) {
      loader?.(utils, params);
      load().catch(() => undefined); // the screen reports the failure when it renders
    },
  };
}
