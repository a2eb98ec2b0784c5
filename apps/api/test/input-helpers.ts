import type { DemoUser, TestApp } from "./helpers";

type Json = Record<string, unknown>;

/** A Hydra request as a demo user: status and parsed JSON (or {} for an empty answer). */
export function hydraAs(t: TestApp) {
  return async (who: DemoUser, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => {
    const cookie = await t.login(who);
    const response = await t.app.inject({
      method,
      url,
      headers: payload === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
    });
    const body = response.body ? (response.json() as Json) : {};
    return { status: response.statusCode, body, description: body["hydra:description"] };
  };
}

/** A tRPC call over HTTP (what the web app sends): status and the French error message if any. */
export function trpcAs(t: TestApp) {
  return async (who: DemoUser, kind: "query" | "mutation", path: string, input: unknown) => {
    const cookie = await t.login(who);
    const json = typeof input === "string" ? input : JSON.stringify(input);
    const response =
      kind === "query"
        ? await t.app.inject({
            method: "GET",
            url: `/trpc/${path}?input=${encodeURIComponent(json)}`,
            headers: { cookie },
          })
        : await t.app.inject({
            method: "POST",
            url: `/trpc/${path}`,
            headers: { cookie, "content-type": "application/json" },
            payload: json,
          });
    const body = response.json() as { error?: { message: string }; result?: { data: unknown } };
    return { status: response.statusCode, message: body.error?.message, data: body.result?.data };
  };
}

export const LEADS = "/api/tronc-commun/tronc_commun_leads";
export const LEAD_SEARCH = "/api/tronc-commun/lead-search";
