import { describe, expect, it } from "vitest";
import { readSearchKinds, readSearchQuery, SEARCH_KINDS } from "./global-search";

describe("readSearchKinds", () => {
  it("reads every kind when none is asked", () => {
    expect(readSearchKinds(undefined)).toEqual([...SEARCH_KINDS]);
    expect(readSearchKinds("")).toEqual([...SEARCH_KINDS]);
    expect(readSearchKinds([])).toEqual([...SEARCH_KINDS]);
  });

  it("reads a comma-separated list or a repeated parameter, each kind once, in the box's order", () => {
    expect(readSearchKinds("task, invoice,task")).toEqual(["invoice", "task"]);
    expect(readSearchKinds(["credit-note", "lead,client"])).toEqual(["lead", "client", "credit-note"]);
  });

  it("refuses an unknown kind by its name, in French, on the field kinds", () => {
    expect(() => readSearchKinds("invoice,facture")).toThrow(
      expect.objectContaining({
        code: "SEARCH_KIND_UNKNOWN",
        kind: "invalid",
        field: "kinds",
        message: expect.stringMatching(
          /^Le type « facture » ne se recherche pas \(types possibles : lead, client,/,
        ),
      }),
    );
  });
});

describe("readSearchQuery", () => {
  it("searches a text with a word of 3 characters or more", () => {
    expect(readSearchQuery("FA-TRI-2026-00012")).toEqual({ searchable: true });
    expect(readSearchQuery("le chapiteau")).toEqual({ searchable: true });
  });

  it("answers a text of short words with a hint, not an error", () => {
    expect(readSearchQuery("fa 12")).toEqual({
      searchable: false,
      hint: "Saisissez au moins 3 caractères pour rechercher",
    });
  });

  it("refuses more than 200 characters, and a text without a letter or a digit", () => {
    expect(readSearchQuery("a".repeat(200))).toEqual({ searchable: true });
    expect(() => readSearchQuery("a".repeat(201))).toThrow(
      "La recherche ne peut pas dépasser 200 caractères",
    );
    for (const text of ["", "   ", "?!... --- ;;", "%_"]) {
      expect(() => readSearchQuery(text)).toThrow("Saisissez des lettres ou des chiffres à rechercher");
    }
  });
});
