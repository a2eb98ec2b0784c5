import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveLeadSearchMode } from "./search-mode";
import {
  companySearchText,
  leadSearchText,
  likeContains,
  normalizeSearchText,
  phoneDigits,
  searchTerms,
} from "./search-text";

describe("search text", () => {
  it("drops accents, case, ligatures and extra spaces", () => {
    expect(normalizeSearchText("  Éléonore  CŒUR\u00a0Straße ")).toBe("eleonore coeur strasse");
    expect(normalizeSearchText("Ça gère")).toBe("ca gere");
  });

  it("reads French international phones as national digits", () => {
    expect(phoneDigits("+33 6 12 34 56 78")).toBe("0612345678");
    expect(phoneDigits("0033 6 12 34 56 78")).toBe("0612345678");
    expect(phoneDigits("06.12.34.56.78")).toBe("0612345678");
    expect(phoneDigits("+44 20 7946 0958")).toBe("442079460958");
  });

  it("stores subject, requester, companies, e-mail, phone and its digits", () => {
    const text = leadSearchText({
      subject: "Séminaire à Annecy",
      requesterName: "Hélène Dupré",
      requesterCompanyName: "Boulangerie Lefèvre",
      clientCompanyName: null,
      email: "Helene@Example.fr",
      phone: "06 12 34 56 78",
    });
    expect(text).toBe(
      "seminaire a annecy helene dupre boulangerie lefevre helene@example.fr 06 12 34 56 78 0612345678",
    );
    expect(leadSearchText({ subject: "Sans contact" })).toBe("sans contact");
    expect(companySearchText({ name: "Égée", siret: "73282932000074", city: "Lyon", postalCode: null })).toBe(
      "egee 73282932000074 lyon",
    );
  });

  it("splits a query into terms, a phone with separators being one term of digits", () => {
    expect(searchTerms("  Hélène   DUPRÉ ")).toEqual(["helene", "dupre"]);
    expect(searchTerms("06 12 34 56 78 lyon")).toEqual(["0612345678", "lyon"]);
    expect(searchTerms("dupont dup DUPONT")).toEqual(["dupont"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(8);
  });

  it("escapes LIKE wildcards", () => {
    expect(likeContains("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("finds a row whatever the accents and case of the query (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Zàâäçéèêëîïôöùûüÿœæ' -]{1,20}$/), (word) => {
        const stored = leadSearchText({ subject: `Projet ${word}` });
        return searchTerms(word.toUpperCase()).every((term) => stored.includes(term));
      }),
    );
  });
});

describe("lead list filters", () => {
  it("defaults to unread and expands 'En cours de traitement'", () => {
    expect(resolveLeadSearchMode({})).toEqual({ kind: "status", statuses: ["LEAD_STATUS_UNREAD"] });
    expect(resolveLeadSearchMode({ searchStatus: ["IN_PROGRESS"] })).toEqual({
      kind: "status",
      statuses: ["LEAD_STATUS_NEW", "LEAD_STATUS_SEARCH", "LEAD_STATUS_WRITE"],
    });
    expect(resolveLeadSearchMode({ searchStatus: [] })).toEqual({ kind: "status", statuses: [] });
    expect(resolveLeadSearchMode({ searchStatus: ["ALL", "LEAD_STATUS_SEND"] })).toEqual({
      kind: "status",
      statuses: [],
    });
  });

  it("switches clear the statuses and each other: trash, then callback, then without callback", () => {
    const statuses = ["LEAD_STATUS_SEND"];
    expect(resolveLeadSearchMode({ searchStatus: statuses, leadTrash: true, callback: true })).toEqual({
      kind: "trash",
    });
    expect(resolveLeadSearchMode({ searchStatus: statuses, callback: true, withoutCallback: true })).toEqual({
      kind: "callback",
    });
    expect(resolveLeadSearchMode({ searchStatus: statuses, withoutCallback: true })).toEqual({
      kind: "withoutCallback",
    });
  });

  it("refuses an unknown status", () => {
    expect(() => resolveLeadSearchMode({ searchStatus: ["NOPE"] })).toThrow("L'état « NOPE » n'existe pas");
  });
});
