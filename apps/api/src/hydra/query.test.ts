import { describe, expect, it } from "vitest";
import { refId, refIds } from "./iri";
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
});

describe("refId", () => {
  it("accepts an IRI, an object with @id or id, a numeric string or a number", () => {
    expect(refId("/api/tronc-commun/tronc_commun_leads/42")).toBe(42);
    expect(refId({ "@id": "/api/users/7" })).toBe(7);
    expect(refId({ id: 9 })).toBe(9);
    expect(refId("12")).toBe(12);
    expect(refId(5)).toBe(5);
    expect(refId(null)).toBeNull();
    expect(refIds(["/api/users/1", 2])).toEqual([1, 2]);
  });

  it("refuses what is not a reference, naming the field", () => {
    expect(() => refId("/api/users/abc", "owner")).toThrow("owner : référence invalide.");
    expect(() => refId(-3, "owner")).toThrow("owner : référence invalide.");
  });
});
