import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import type { ChargeType } from "./charges";
import { forecastRecap } from "./forecast-recap";

const companies = [
  { id: 1, name: "Triangle" },
  { id: 2, name: "Atelier" },
  { id: 3, name: "Studio" },
];

describe("month recap", () => {
  it("sums each company's parts by charge type, companies by name, types in label order", () => {
    const recap = forecastRecap(
      [
        {
          chargeType: "CHARGE_TYPE_SALARIES",
          companiesParts: [
            { companyId: 1, amountCents: toCents(-50_000) },
            { companyId: 2, amountCents: toCents(-30_000) },
          ],
        },
        {
          chargeType: "CHARGE_TYPE_RENT",
          companiesParts: [{ companyId: 1, amountCents: toCents(-100_000) }],
        },
        { chargeType: "CHARGE_TYPE_RENT", companiesParts: [{ companyId: 1, amountCents: toCents(-1_000) }] },
      ],
      companies,
    );
    expect(recap).toEqual([
      {
        companyId: 2,
        name: "Atelier",
        charges: [{ type: "CHARGE_TYPE_SALARIES", label: "Salaires", amountCents: toCents(-30_000) }],
        totalCents: toCents(-30_000),
      },
      {
        companyId: 1,
        name: "Triangle",
        charges: [
          { type: "CHARGE_TYPE_RENT", label: "Loyer", amountCents: toCents(-101_000) },
          { type: "CHARGE_TYPE_SALARIES", label: "Salaires", amountCents: toCents(-50_000) },
        ],
        totalCents: toCents(-151_000),
      },
    ]);
    expect(forecastRecap([], companies)).toEqual([]);
  });

  it("a company's total is the sum of its types, and all totals the sum of all parts", () => {
    const types: ChargeType[] = [
      "CHARGE_TYPE_RENT",
      "CHARGE_TYPE_TVA",
      "CHARGE_TYPE_OTHER",
      "CHARGE_TYPE_URSSAF",
    ];
    const line = fc.record({
      chargeType: fc.constantFrom(...types),
      companiesParts: fc.array(
        fc.record({
          companyId: fc.constantFrom(1, 2, 3),
          amountCents: fc.integer({ min: -1e7, max: 0 }).map(toCents),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 15 }), (lines) => {
        const recap = forecastRecap(lines, companies);
        for (const entry of recap) {
          expect(entry.totalCents).toBe(entry.charges.reduce((sum, charge) => sum + charge.amountCents, 0));
        }
        const all = lines.flatMap((l) => l.companiesParts).reduce((sum, part) => sum + part.amountCents, 0);
        expect(recap.reduce((sum, entry) => sum + entry.totalCents, 0)).toBe(all);
      }),
    );
  });
});
