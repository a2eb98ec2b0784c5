import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressModule } from "../../src/modules/sales/addresses";
import {
  ADDRESS_SERVICE_UNAVAILABLE,
  type AddressLookup,
  AddressServiceUnavailable,
  banAddressLookup,
} from "../../src/services/shared/address-lookup";
import { createTestApp, type TestApp } from "../helpers";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function fakeServer(handler: Handler): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A GeoJSON answer shaped like the BAN's: a house number, a town, and a feature without a city. */
const banAnswer = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [4.835, 45.763] },
      properties: {
        label: "12 Rue de la République 69002 Lyon",
        name: "12 Rue de la République",
        postcode: "69002",
        city: "Lyon",
        type: "housenumber",
      },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [-1.554, 47.218] },
      properties: {
        label: "Nantes",
        name: "Nantes",
        postcode: "44000",
        city: "Nantes",
        type: "municipality",
      },
    },
    { type: "Feature", geometry: { type: "Point", coordinates: [0, 0] }, properties: { label: "Nowhere" } },
  ],
};

const requests: URL[] = [];
let ban: { url: string; server: Server };
let hanging: { url: string; server: Server };
let failing: { url: string; server: Server };
let garbage: { url: string; server: Server };

beforeAll(async () => {
  ban = await fakeServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push(url);
    if (url.pathname !== "/search/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(url.searchParams.get("q") === "zzzz" ? { features: [] } : banAnswer));
  });
  hanging = await fakeServer(() => {
    // Never answers: the adapter must give up on its own.
  });
  failing = await fakeServer((_request, response) => {
    response.writeHead(500, { "content-type": "text/plain" }).end("boom");
  });
  garbage = await fakeServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
  });
});

afterAll(async () => {
  await Promise.all([ban, hanging, failing, garbage].map((fake) => close(fake.server)));
});

describe("the Base Adresse Nationale adapter", () => {
  it("maps the GeoJSON features to French addresses and passes q, limit, type and autocomplete", async () => {
    const lookup = banAddressLookup(ban.url);
    const suggestions = await lookup.search("  12 rue de la République Lyon ", {
      limit: 4,
      type: "housenumber",
    });
    expect(suggestions).toEqual([
      {
        label: "12 Rue de la République 69002 Lyon",
        address: "12 Rue de la République",
        postalCode: "69002",
        city: "Lyon",
        latitude: 45.763,
        longitude: 4.835,
      },
      // A whole town: no street line.
      {
        label: "Nantes",
        address: "",
        postalCode: "44000",
        city: "Nantes",
        latitude: 47.218,
        longitude: -1.554,
      },
    ]);
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe("/search/");
    expect(sent?.searchParams.get("q")).toBe("12 rue de la République Lyon");
    expect(sent?.searchParams.get("limit")).toBe("4");
    expect(sent?.searchParams.get("type")).toBe("housenumber");
    expect(sent?.searchParams.get("autocomplete")).toBe("1");
  });

  it("keeps a base path of the configured URL and caps the limit", async () => {
    const lookup = banAddressLookup(`${ban.url}/`);
    await lookup.search("rue de la paix", { limit: 500 });
    expect(requests.at(-1)?.searchParams.get("limit")).toBe("20");
    expect(requests.at(-1)?.searchParams.has("type")).toBe(false);
  });

  it("answers an empty list when nothing matches, and does not call the service for under 3 characters", async () => {
    const lookup = banAddressLookup(ban.url);
    expect(await lookup.search("zzzz")).toEqual([]);
    const before = requests.length;
    expect(await lookup.search("12")).toEqual([]);
    expect(await lookup.search(" ,;- ")).toEqual([]);
    expect(requests.length).toBe(before);
  });

  it("reports the service unavailable when it hangs past the timeout", async () => {
    const lookup = banAddressLookup(hanging.url, 200);
    const started = Date.now();
    await expect(lookup.search("rue de la paix")).rejects.toBeInstanceOf(AddressServiceUnavailable);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports the service unavailable on a 500, on a body that is not GeoJSON and when nothing listens", async () => {
    await expect(banAddressLookup(failing.url).search("rue de la paix")).rejects.toThrow(
      ADDRESS_SERVICE_UNAVAILABLE,
    );
    await expect(banAddressLookup(garbage.url).search("rue de la paix")).rejects.toBeInstanceOf(
      AddressServiceUnavailable,
    );
    const closed = await fakeServer(() => {});
    await close(closed.server);
    await expect(banAddressLookup(closed.url).search("rue de la paix")).rejects.toBeInstanceOf(
      AddressServiceUnavailable,
    );
  });
});

describe("address.search through the API", () => {
  let up: TestApp;
  /** The app's lookup, pointed at the working fake or at the hanging one. */
  let current: AddressLookup;
  beforeAll(async () => {
    current = banAddressLookup(ban.url);
    up = await createTestApp({
      modules: [addressModule],
      addressLookup: { search: (q, options) => current.search(q, options) },
    });
  });
  afterAll(() => up.close());

  const searchUrl = (q: string) =>
    `/trpc/address.search?input=${encodeURIComponent(JSON.stringify({ q, type: "housenumber" }))}`;

  it("gives suggestions to any signed-in user", async () => {
    const response = await up.app.inject({
      method: "GET",
      url: searchUrl("12 rue de la République"),
      headers: { cookie: await up.login("user") },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().result.data;
    expect(data.available).toBe(true);
    expect(data.suggestions[0]).toMatchObject({ city: "Lyon", postalCode: "69002" });
    expect(requests.at(-1)?.searchParams.get("type")).toBe("housenumber");
  });

  it("says the service is unavailable (not an error) so the screen offers typed entry", async () => {
    current = banAddressLookup(hanging.url, 200);
    const caller = await up.caller("admin");
    expect(await caller.address.search({ q: "12 rue de la République" })).toEqual({
      available: false,
      message: ADDRESS_SERVICE_UNAVAILABLE,
      suggestions: [],
    });
    current = banAddressLookup(ban.url);
  });

  it("refuses anonymous callers", async () => {
    const response = await up.app.inject({ method: "GET", url: searchUrl("rue de la paix") });
    expect(response.statusCode).toBe(401);
  });
});
