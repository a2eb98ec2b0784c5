import type { RouteDef } from "../../app/route-def";

/** The screens of ui-kit: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const uiKitRoutes = [
  // Not in the spec: the shared components on one page, for screen engineers (SHELL.md).
  {
    name: "shell-ui-kit",
    path: "/ui-kit",
    title: "Composants de l'interface",
    access: "superAdmin",
    screen: () => import("./ui-kit-page"),
  },
] as const satisfies readonly RouteDef[];
