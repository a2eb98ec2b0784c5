import { describe, expect, it } from "vitest";
import { refId, refIds } from "./iri";
import { PATHS } from "./paths";
import { QueryReader } from "./query";

describe("QueryReader", () => {
  it("reads PHP-style lists, single values and comma lists alike", () => {
    expect(new QueryReader({ "state[]": ["A", "B"] }).list("state")).toEqual(["A", "B"]);
    expect(new QueryReader({ state: "A" }).list("state")).toEqual(["A"]);
    expect(new QueryReader({ state: "A,B" }).list("state")).toEqual(["A", "B"]);
    expect(new QueryReader({}).list("state")).toEqual([]);
  });

  it("reads booleans as 1/0/true/false and refuses anything else in French", () => {
    expect(new QueryReader({ a: "1" }).bool("a")).toBe(true);
    expect(new QueryReader({ a: "false" }).bool("a")).toBe(false);
    expect(new QueryReader({}).bool("a")).toBeUndefined();
    expect(() => new QueryReader({ a: "oui" }).bool("a")).toThrow(
      "Le paramètre a doit valoir 1, 0, true ou false.",
    );
  });

  it("pages are 1-based, 0 means the first page, and maxResults is capped", () => {
    expect(new QueryReader({ page: "3" }).page()).toBe(3);
    expect(new QueryReader({ page: "0" }).page()).toBe(1);
    expect(new QueryReader({}).page()).toBe(1);
    expect(new QueryReader({ maxResults: "9999999" }).maxResults(50, 500)).toBe(500);
    expect(new QueryReader({}).maxResults(50)).toBe(50);
    expect(() => new QueryReader({ page: "deux" }).page()).toThrow(
      "Le paramètre page doit être un nombre entier.",
    );
  });

  it("refuses pages and sizes that overflow, and text with NUL or a lone surrogate", () => {
    expect(() => new QueryReader({ page: "100001" }).page()).toThrow(
      "Le paramètre page doit être au plus 100000.",
    );
    expect(() => new QueryReader({ maxResults: "99999999999" }).maxResults(50)).toThrow(
      "Le paramètre maxResults est trop grand.",
    );
    expect(() => new QueryReader({ q: "a\u0000b" }).string("q")).toThrow(
      "q : Le texte contient un caractère non autorisé.",
    );
    expect(() => new QueryReader({ "state[]": ["\uD800"] }).list("state")).toThrow(
      "state : Le texte contient un caractère non autorisé.",
    );
    expect(new QueryReader({ q: "é 😀" }).string("q")).toBe("é 😀");
  });
});

describe("refId", () => {
  const users = { field: "owner", collection: PATHS.users };

  it("accepts an IRI of the expected collection, an object with @id or id, a numeric string or a number", () => {
    expect(refId("/api/tronc-commun/tronc_commun_leads/42", { field: "lead", collection: PATHS.leads })).toBe(
      42,
    );
    expect(refId({ "@id": "/api/users/7" }, users)).toBe(7);
    expect(refId({ id: 9 }, users)).toBe(9);
    expect(refId("12", users)).toBe(12);
    expect(refId(5, users)).toBe(5);
    expect(refId(null, users)).toBeNull();
    expect(refIds(["/api/users/1", 2], users)).toEqual([1, 2]);
  });

  it("refuses what is not a reference to that collection, naming the field and what it must designate", () => {
    const message = "owner : la référence doit désigner un utilisateur (/api/users/{id}).";
    for (const value of [
      "/api/users/abc",
      -3,
      "/api/tronc-commun/day_offs/7",
      "0x10",
      "+1",
      2147483648,
      1.5,
      true,
    ]) {
      expect(() => refId(value, users)).toThrow(message);
    }
    expect(() => refId("/api/users/2147483648", users)).toThrow(message);
    expect(() => refIds("/api/users/1", users)).toThrow("owner : une liste est attendue.");
  });
});
