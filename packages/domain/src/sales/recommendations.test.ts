import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuotationState } from "../proposals/quotations";
import type { RecommendationState } from "./recommendations";
import {
  leadStatusAfterRecommendation,
  projectStateOnAcceptance,
  quotationStatesAfter,
  recommendationDeliveryRange,
  recommendationSearchText,
  stampRecommendationDates,
} from "./recommendations";

const RECO_STATES: RecommendationState[] = [
  "RECO_STATE_DRAFT",
  "RECO_STATE_SEND",
  "RECO_STATE_ACCEPTED",
  "RECO_STATE_REFUSED",
];
const QUOTATION_STATES: QuotationState[] = [
  "QUOTATION_STATE_DRAFT",
  "QUOTATION_STATE_SEND",
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_REFUSED",
  "QUOTATION_STATE_BILLED",
  "QUOTATION_STATE_IN_BILLED",
  "QUOTATION_STATE_PAID",
  "QUOTATION_STATE_DONE",
];

describe("quotations following their recommendation", () => {
  it("moves drafts, sent, accepted and refused quotations to the recommendation's state", () => {
    expect(
      quotationStatesAfter("RECO_STATE_SEND", ["QUOTATION_STATE_DRAFT", "QUOTATION_STATE_REFUSED"]),
    ).toEqual(["QUOTATION_STATE_SEND", "QUOTATION_STATE_SEND"]);
    expect(quotationStatesAfter("RECO_STATE_ACCEPTED", ["QUOTATION_STATE_SEND"])).toEqual([
      "QUOTATION_STATE_ACCEPTED",
    ]);
  });

  it("keeps an invoiced quotation while accepted and refuses leaving accepted", () => {
    expect(
      quotationStatesAfter("RECO_STATE_ACCEPTED", ["QUOTATION_STATE_PAID", "QUOTATION_STATE_DRAFT"]),
    ).toEqual(["QUOTATION_STATE_PAID", "QUOTATION_STATE_ACCEPTED"]);
    expect(() => quotationStatesAfter("RECO_STATE_REFUSED", ["QUOTATION_STATE_BILLED"])).toThrow(
      "La facturation d'un devis de cette recommandation a commencé : elle doit rester acceptée",
    );
  });

  it("never moves an invoiced quotation, whatever the states (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECO_STATES),
        fc.array(fc.constantFrom(...QUOTATION_STATES), { maxLength: 6 }),
        (target, states) => {
          let after: QuotationState[];
          try {
            after = quotationStatesAfter(target, states);
          } catch {
            expect(target).not.toBe("RECO_STATE_ACCEPTED");
            return;
          }
          expect(after).toHaveLength(states.length);
          states.forEach((state, index) => {
            const invoiced = [
              "QUOTATION_STATE_BILLED",
              "QUOTATION_STATE_IN_BILLED",
              "QUOTATION_STATE_PAID",
              "QUOTATION_STATE_DONE",
            ].includes(state);
            if (invoiced) expect(after[index]).toBe(state);
            else expect(after[index]).toBe(target.replace("RECO_STATE", "QUOTATION_STATE"));
          });
        },
      ),
    );
  });
});

describe("recommendation dates and lead status", () => {
  const now = new Date("2026-03-01T23:30:00Z"); // already 2 March in Paris (UTC+1)

  it("stamps the date of the state entered with today in Paris, once", () => {
    const empty = { sendAt: null, acceptedAt: null, refusedAt: null };
    expect(stampRecommendationDates("RECO_STATE_SEND", empty, now)).toEqual({
      ...empty,
      sendAt: "2026-03-02",
    });
    expect(
      stampRecommendationDates("RECO_STATE_ACCEPTED", { ...empty, acceptedAt: "2026-01-05" }, now),
    ).toEqual({
      ...empty,
      acceptedAt: "2026-01-05",
    });
    expect(stampRecommendationDates("RECO_STATE_DRAFT", { ...empty, refusedAt: "2026-01-05" }, now)).toEqual({
      ...empty,
      refusedAt: "2026-01-05",
    });
  });

  it("moves a project at the lead stage to STATE_PROJECT and leaves a project further on alone", () => {
    expect(projectStateOnAcceptance("STATE_LEAD")).toBe("STATE_PROJECT");
    expect(projectStateOnAcceptance("STATE_PROJECT")).toBe("STATE_PROJECT");
    expect(projectStateOnAcceptance("STATE_PLANNED")).toBe("STATE_PLANNED");
  });

  it("moves the lead only on acceptance", () => {
    expect(leadStatusAfterRecommendation("RECO_STATE_ACCEPTED")).toBe("LEAD_STATUS_ACCEPTED");
    expect(leadStatusAfterRecommendation("RECO_STATE_SEND")).toBeNull();
    expect(leadStatusAfterRecommendation("RECO_STATE_REFUSED")).toBeNull();
  });
});

describe("delivery range and search text", () => {
  it("reads the first start day and the last end day in Paris", () => {
    expect(recommendationDeliveryRange([])).toEqual({ deliveryDate: null, deliveryDateEnd: null });
    expect(
      recommendationDeliveryRange([
        { startAt: new Date("2026-06-10T08:00:00Z"), endAt: new Date("2026-06-10T22:30:00Z") }, // 11 June 00:30 Paris
        { startAt: new Date("2026-06-04T22:15:00Z"), endAt: new Date("2026-06-05T10:00:00Z") }, // 5 June 00:15 Paris
      ]),
    ).toEqual({ deliveryDate: "2026-06-05", deliveryDateEnd: "2026-06-11" });
  });

  it("joins the lead subject, client and quotations without accents or case", () => {
    expect(
      recommendationSearchText({
        leadSubject: "Séminaire Été",
        clientName: "Café Œuvre",
        quotations: [{ reference: "DE-TRI-2026-1", title: "Dîner" }],
      }),
    ).toBe("seminaire ete cafe oeuvre de-tri-2026-1 diner");
  });
});
