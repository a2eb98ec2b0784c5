import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { computeLine } from "../shared/compute-document-totals";
import { parseVatRate } from "./vat-rate";

describe("parseVatRate: the one VAT-rate rule of the server and the screens", () => {
  it.each([
    ["5,5", "5.50"],
    ["5.5", "5.50"],
    [5.5, "5.50"],
    ["20 %", "20.00"],
    ["0", "0.00"],
    ["100", "100.00"],
    ["2,100", "2.10"],
  ])("reads %j as %s", (typed, stored) => {
    expect(parseVatRate(typed)).toBe(stored);
  });

  it.each([
    ["", "VAT_REQUIRED", "Le taux de TVA est obligatoire"],
    [null, "VAT_REQUIRED", "Le taux de TVA est obligatoire"],
    ["cinq", "VAT_NOT_A_NUMBER", "Le taux de TVA doit être un nombre (par exemple 5,5)"],
    [Number.NaN, "VAT_NOT_A_NUMBER", "Le taux de TVA doit être un nombre (par exemple 5,5)"],
    ["100,01", "VAT_RATE_OUT_OF_RANGE", "Le taux de TVA doit être compris entre 0 et 100 %"],
    ["-1", "VAT_RATE_OUT_OF_RANGE", "Le taux de TVA doit être compris entre 0 et 100 %"],
    ["5,555", "VAT_TOO_PRECISE", "Le taux de TVA ne peut pas avoir plus de deux décimales"],
  ])("refuses %j (%s) on the field 'tva'", (typed, code, message) => {
    expect(() => parseVatRate(typed)).toThrow(expect.objectContaining({ code, message, field: "tva" }));
  });

  it("the rate of a document line has the same range and sentence", () => {
    const line = { quantity: 1, unitPriceCents: toCents(100), vatRate: "100.5" };
    expect(() => computeLine(line)).toThrow("Le taux de TVA doit être compris entre 0 et 100 %");
  });
});
