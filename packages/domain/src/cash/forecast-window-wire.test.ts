import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import type { ForecastLineView } from "./forecast-views";
import { expandForecastWindow, type ForecastWindowWire } from "./forecast-window-wire";

const NORD = { id: 1, name: "Tri Nord", color: "#112233" };
const SUD = { id: 2, name: "Tri Sud (fermée)", color: "#445566" };

const late: ForecastLineView = {
  key: "invoice-9",
  id: null,
  kind: "invoice",
  isAnticipated: true,
  title: "Facture FA-TRI-2026-0009",
  amountCents: toCents(30_000),
  forecastAmountCents: null,
  transactionType: "income",
  forecastDay: "2026-02-20",
  realDay: null,
  shownOn: "2026-03-03",
  isReal: false,
  isLate: true,
  isPinned: false,
  chargeId: null,
  chargeType: null,
  color: null,
  companiesParts: [
    { companyId: 1, name: "Tri Nord", color: "#112233", pct: 100, amountCents: toCents(30_000) },
  ],
  sourcePath: "/compta/invoice/9",
  sourceLabel: "FA-TRI-2026-0009",
};

/** Three days of March 2026: a rent charge of two lines (one paid), a manual sale, a late invoice. */
const wire: ForecastWindowWire = {
  startMonth: "2026-03-01",
  today: "2026-03-03",
  from: "2026-03-01",
  to: "2026-03-03",
  months: [
    {
      month: "2026-03-01",
      openingBalanceCents: toCents(100_000),
      realIncomeCents: toCents(0),
      realExpensesCents: toCents(-1_000),
      theoreticalIncomeCents: toCents(35_000),
      theoreticalExpensesCents: toCents(-1_000),
      netResultCents: toCents(-1_000),
      theoreticalNetResultCents: toCents(33_000),
      closingBalanceCents: toCents(133_000),
      recap: [],
    },
  ],
  openingBalancesCents: [toCents(100_000), toCents(100_000), toCents(99_000)],
  closingBalancesCents: [toCents(100_000), toCents(99_000), toCents(133_000)],
  bankBalances: [{ date: "2026-03-01", amountCents: toCents(100_000) }],
  storedLines: [
    [
      7,
      "Loyer",
      toCents(-1_000),
      [
        { companyId: 1, pct: "60", amountCents: toCents(-600) },
        { companyId: 2, pct: "40", amountCents: toCents(-400) },
      ],
      "CHARGE_TYPE_RENT",
      "#cab2e3",
      [12, 5],
      [2, 0],
      [null, 1],
      [null, toCents(-1_200)],
      [true, false],
    ],
    [
      null,
      "Vente comptoir",
      toCents(5_000),
      [{ companyId: 1, pct: "100", amountCents: toCents(5_000) }],
      null,
      null,
      [3],
      [2],
      null,
      null,
      null,
    ],
  ],
  anticipatedLines: [late],
  lineCompanies: [NORD, SUD],
  companies: [NORD],
  lastBankBalance: { date: "2026-03-01", amountCents: toCents(100_000) },
};

const rentParts = [
  { companyId: 1, name: "Tri Nord", color: "#112233", pct: 60, amountCents: toCents(-600) },
  { companyId: 2, name: "Tri Sud (fermée)", color: "#445566", pct: 40, amountCents: toCents(-400) },
];

describe("expandForecastWindow", () => {
  const view = expandForecastWindow(wire);
  const [march] = view.months;
  const days = march?.days ?? [];

  it("gives every day of the window its id, bank balance and balances, in order", () => {
    expect(
      days.map(({ id, date, bankBalanceCents, openingBalanceCents, closingBalanceCents }) => ({
        id,
        date,
        bankBalanceCents,
        openingBalanceCents,
        closingBalanceCents,
      })),
    ).toEqual([
      {
        id: 20260301,
        date: "2026-03-01",
        bankBalanceCents: toCents(100_000),
        openingBalanceCents: toCents(100_000),
        closingBalanceCents: toCents(100_000),
      },
      {
        id: 20260302,
        date: "2026-03-02",
        bankBalanceCents: null,
        openingBalanceCents: toCents(100_000),
        closingBalanceCents: toCents(99_000),
      },
      {
        id: 20260303,
        date: "2026-03-03",
        bankBalanceCents: null,
        openingBalanceCents: toCents(99_000),
        closingBalanceCents: toCents(133_000),
      },
    ]);
    expect(march?.closingBalanceCents).toBe(133_000);
    expect(view.companies).toEqual([NORD]);
  });

  it("puts a paid line on the day it was paid, with the day and amount planned", () => {
    expect(days[0]?.realLines).toEqual([]);
    expect(days[0]?.forecastLines).toEqual([]);
    expect(days[1]?.realLines).toEqual([
      {
        key: "item-5",
        id: 5,
        kind: "charge",
        isAnticipated: false,
        title: "Loyer",
        amountCents: toCents(-1_000),
        forecastAmountCents: toCents(-1_200),
        transactionType: "expense",
        forecastDay: "2026-03-01",
        realDay: "2026-03-02",
        shownOn: "2026-03-02",
        isReal: true,
        isLate: false,
        isPinned: false,
        chargeId: 7,
        chargeType: "CHARGE_TYPE_RENT",
        color: "#cab2e3",
        companiesParts: rentParts,
        sourcePath: null,
        sourceLabel: null,
      },
    ]);
  });

  it("lists a day's stored lines in id order across groups, then its anticipated ones", () => {
    const lines = days[2]?.forecastLines ?? [];
    expect(lines.map((line) => line.key)).toEqual(["item-3", "item-12", "invoice-9"]);
    expect(lines[0]).toMatchObject({
      kind: "manual",
      chargeType: null,
      color: null,
      transactionType: "income",
    });
    expect(lines[1]).toMatchObject({
      isPinned: true,
      isReal: false,
      shownOn: "2026-03-03",
      companiesParts: rentParts,
    });
    expect(lines[2]).toBe(late);
  });
});
