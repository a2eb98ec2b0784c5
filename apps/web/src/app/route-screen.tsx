import { Suspense } from "react";
import type { SessionUser } from "../lib/trpc";
import { Spinner } from "../ui/spinner";
import { ComingSoonPage, ForbiddenPage } from "./coming-soon-page";
import type { Access, RouteDef } from "./routes";
import { ScreenBoundary } from "./screen-boundary";
import { useSessionUser } from "./session";

const flagOf: Record<Access, keyof Pick<SessionUser, "isSuperAdmin" | "isCompta" | "isReadAlert">> = {
  superAdmin: "isSuperAdmin",
  accounting: "isCompta",
  alertReader: "isReadAlert",
};

/** One route of the table: its screen (lazy), or the "bientôt disponible" page, or a refusal. */
export function RouteScreen({
  route,
  params,
}: {
  route: RouteDef;
  params: Record<string, string | undefined>;
}) {
  const user = useSessionUser();
  if (route.access && !user[flagOf[route.access]]) return <ForbiddenPage title={route.title} />;
  const Screen = route.screen;
  if (!Screen) return <ComingSoonPage title={route.title} />;
  return (
    <ScreenBoundary>
      <Suspense fallback={<Spinner />}>
        <Screen params={params} />
      </Suspense>
    </ScreenBoundary>
  );
}
