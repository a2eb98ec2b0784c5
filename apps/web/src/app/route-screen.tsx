import { Suspense } from "react";
import { Spinner } from "../ui/spinner";
import { canAccess } from "./access";
import { ComingSoonPage, ForbiddenPage } from "./coming-soon-page";
import type { Route } from "./paths";
import { ScreenBoundary } from "./screen-boundary";
import { screens } from "./screens";
import { useSessionUser } from "./session";

/** One route of the table: its screen (lazy), or the "bientôt disponible" page, or a refusal. */
export function RouteScreen({ route, params }: { route: Route; params: Record<string, string | undefined> }) {
  const user = useSessionUser();
  if (!canAccess(user, route.access)) return <ForbiddenPage title={route.title} />;
  const Screen = screens[route.name];
  if (!Screen) return <ComingSoonPage title={route.title} />;
  return (
    <ScreenBoundary>
      <Suspense fallback={<Spinner />}>
        <Screen params={params} />
      </Suspense>
    </ScreenBoundary>
  );
}
