import { useEffect, useRef } from "react";
import { Route, Switch, useLocation } from "wouter";
import { BackToTop } from "../ui/back-to-top";
import { NotFoundPage } from "./coming-soon-page";
import { findRoute, fullPath, routes } from "./paths";
import { RouteScreen } from "./route-screen";
import { TopBar } from "./top-bar";
import { usePageTitle } from "./use-page-title";

const home = findRoute("admin-tronc-commun-home");

/** The signed-in layout: fixed top bar, the routed page, back-to-top. */
export function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  const [location] = useLocation();
  usePageTitle(mainRef);
  // A new page starts at its top (lists put their own saved position back afterwards).
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
  return (
    <>
      <TopBar />
      <main ref={mainRef} className="page" id="contenu">
        <Switch>
          <Route path="/">
            <RouteScreen route={home} params={{}} />
          </Route>
          {routes.map((route) => (
            <Route key={route.name} path={fullPath(route)}>
              {(params) => <RouteScreen route={route} params={params} />}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </main>
      <BackToTop />
    </>
  );
}
