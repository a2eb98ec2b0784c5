import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { anticipatedLines, cappedScheduleEntries } from "./forecast-anticipated";

describe("anticipated lines", () => {
  it("puts open invoices on their due date, late ones on today, supplier invoices as expenses", () => {
    const lines = anticipatedLines({
      today: "2026-03-10",
      invoices: [
        {
          id: 5,
          reference: "FA-TRI-2026-0005",
          clientName: "Acme",
          issuerId: 1,
          dueDate: "2026-03-01",
          amountLeftCents: toCents(12_000),
        },
        {
          id: 6,
          reference: "FA-TRI-2026-0006",
          clientName: "",
          issuerId: 2,
          dueDate: "2026-04-01",
          amountLeftCents: toCents(500),
        },
        {
          id: 7,
          reference: "FA-TRI-2026-0007",
          clientName: "Paid",
          issuerId: 2,
          dueDate: "2026-04-01",
          amountLeftCents: toCents(0),
        },
      ],
      quotations: [],
      supplierInvoices: [
        {
          id: 3,
          number: "F-12",
          supplierName: "Papier",
          companyId: null,
          paymentAt: "2026-03-20",
          amountLeftCents: toCents(4_000),
        },
      ],
    });
    expect(lines).toEqual([
      {
        key: "invoice-5",
        kind: "invoice",
        sourceId: 5,
        sourceLabel: "FA-TRI-2026-0005",
        title: "Facture FA-TRI-2026-0005 · Acme",
        amountCents: toCents(12_000),
        forecastDay: "2026-03-01",
        shownOn: "2026-03-10",
        isLate: true,
        companyId: 1,
      },
      expect.objectContaining({ key: "invoice-6", shownOn: "2026-04-01", isLate: false, companyId: 2 }),
      expect.objectContaining({
        key: "supplier-invoice-3",
        amountCents: toCents(-4_000),
        title: "Facture fournisseur F-12 · Papier",
        companyId: null,
      }),
    ]);
  });

  it("caps a quotation's schedule, in date order, at what is not yet invoiced", () => {
    // TTC 1 000 €, 300 € invoiced: 700 € left → 400 € on 02-01, 300 € (of 400 €) on 03-01, nothing on 04-01
    const quotation = {
      id: 9,
      reference: "DE-TRI-2026-0002",
      issuerId: 3,
      totalTtcCents: toCents(100_000),
      invoicedCents: toCents(30_000),
      entries: [
        { id: 3, date: "2026-04-01", amountCents: toCents(20_000) },
        { id: 1, date: "2026-02-01", amountCents: toCents(40_000) },
        { id: 2, date: "2026-03-01", amountCents: toCents(40_000) },
      ],
    };
    expect(cappedScheduleEntries(quotation)).toEqual([
      { id: 1, date: "2026-02-01", amountCents: toCents(40_000) },
      { id: 2, date: "2026-03-01", amountCents: toCents(30_000) },
    ]);
    const lines = anticipatedLines({
      today: "2026-01-15",
      invoices: [],
      quotations: [quotation],
      supplierInvoices: [],
    });
    expect(lines.map((line) => [line.key, line.title, line.companyId])).toEqual([
      ["schedule-1", "Échéance du devis DE-TRI-2026-0002", 3],
      ["schedule-2", "Échéance du devis DE-TRI-2026-0002", 3],
    ]);
  });

  it("never anticipates more than the quotation's TTC not yet invoiced, and never a line before today", () => {
    const entry = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      date: fc.constantFrom("2026-01-01", "2026-02-01", "2026-05-01"),
      amountCents: fc.integer({ min: 0, max: 1e7 }).map(toCents),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.array(entry, { maxLength: 6 }),
        (total, invoiced, entries) => {
          const quotation = {
            id: 1,
            reference: "D",
            issuerId: 1,
            totalTtcCents: toCents(total),
            invoicedCents: toCents(invoiced),
            entries,
          };
          const lines = anticipatedLines({
            today: "2026-02-01",
            invoices: [],
            quotations: [quotation],
            supplierInvoices: [],
          });
          const sum = lines.reduce((s, line) => s + line.amountCents, 0);
          expect(sum).toBeLessThanOrEqual(Math.max(0, total - invoiced));
          expect(sum).toBe(
            Math.min(
              Math.max(0, total - invoiced),
              entries.reduce((s, e) => s + e.amountCents, 0),
            ),
          );
          for (const line of lines) expect(line.shownOn >= "2026-02-01").toBe(true);
        },
      ),
    );
  });
});
