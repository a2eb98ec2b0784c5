import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName, ScreenProps } from "./paths";

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The built screens, loaded lazily, by route name; a route without one shows "bientôt disponible".
 * To add a screen: `"<route-name>": lazy(() => import("../features/<area>/<resource>-list-page"))`.
 */
export const screens: Partial<Record<RouteName, Screen>> = {
  "admin-tronc-commun-home": lazy(() => import("../features/home/home-page")),
  "admin-tronc-commun-lead": lazy(() => import("../features/leads/lead-list-page")),
  "admin-tronc-commun-edit-lead": lazy(() => import("../features/leads/lead-edit-page")),
  "admin-dayoff-list": lazy(() => import("../features/leave/dayoff-list-page")),
  "admin-tronc-commun-companies": lazy(() => import("../features/clients/client-list-page")),
  "admin-tronc-commun-company-view": lazy(() => import("../features/clients/client-sheet-page")),
  "admin-tronc-commun-user": lazy(() => import("../features/users/user-list-page")),
  "admin-tronc-commun-user-edit": lazy(() => import("../features/users/user-edit-page")),
  "admin-tronc-commun-coach-ia": lazy(() => import("../features/coaches/coach-list-page")),
  "admin-tronc-commun-coach-ia-edit": lazy(() => import("../features/coaches/coach-edit-page")),
  "admin-tronc-commun-company": lazy(
    () => import("../features/triangle-companies/triangle-company-list-page"),
  ),
  "admin-tronc-commun-company-edit": lazy(
    () => import("../features/triangle-companies/triangle-company-edit-page"),
  ),
  "admin-tronc-commun-compta-tva-list": lazy(() => import("../features/vat/vat-list-page")),
  "admin-tronc-commun-compta-tva-edit": lazy(() => import("../features/vat/vat-edit-page")),
  "shell-ui-kit": lazy(() => import("../features/ui-kit/ui-kit-page")),
};
