import type { DemoUser, TestApp } from "./helpers";

/**
 * A Hydra GET or PUT as a signed-in person, with an optional If-Match: its status, ETag, body and French
 * description (the version tests of each record read the same four).
 */
export async function hydraAs(
  t: TestApp,
  who: DemoUser,
  method: "GET" | "PUT",
  url: string,
  body?: object,
  ifMatch?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      cookie: await t.login(who),
      ...(body ? { "content-type": "application/json" } : {}),
      ...(ifMatch ? { "if-match": ifMatch } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  const json = response.json() as Record<string, unknown>;
  return {
    status: response.statusCode,
    etag: response.headers.etag,
    body: json,
    description: json["hydra:description"],
  };
}

/**
 * A record's version as it is now, as its screen would have read it: for saves whose test is not about
 * versions (`version: await versionOf(compta.invoice, id)`).
 */
export async function versionOf(
  record: { get: (input: { id: number }) => Promise<{ version: number }> },
  id: number,
): Promise<number> {
  return (await record.get({ id })).version;
}
