import { type DbHandle, triangleCompanies } from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextReference } from "../../src/services/shared/document-counter";

const NOW = new Date("2026-11-25T10:00:00Z");
const NEW_YEAR_EVE_IN_PARIS = new Date("2026-12-31T23:30:00Z"); // 00:30 on 1 January 2027 in Paris

describe("document counters", () => {
  let handle: DbHandle;
  let issuer: number;
  let other: number;

  beforeAll(async () => {
    handle = await createTestDb();
    const rows = await handle.db
      .insert(triangleCompanies)
      .values([
        { name: "Triangle Évènements", code: "TEV" },
        { name: "Triangle Digital", code: "TDI" },
      ])
      .returning({ id: triangleCompanies.id });
    [issuer, other] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(() => handle.close());

  it("numbers each issuer's series on its own, from 1, in the Paris year", async () => {
    const first = await handle.db.transaction((tx) => nextReference(tx, "quotation", issuer, NOW));
    const second = await handle.db.transaction((tx) => nextReference(tx, "quotation", issuer, NOW));
    const otherFirst = await handle.db.transaction((tx) => nextReference(tx, "quotation", other, NOW));
    const orderFirst = await handle.db.transaction((tx) => nextReference(tx, "purchaseOrder", issuer, NOW));
    const nextYear = await handle.db.transaction((tx) =>
      nextReference(tx, "quotation", issuer, NEW_YEAR_EVE_IN_PARIS),
    );
    expect([first, second, otherFirst, orderFirst, nextYear]).toEqual([
      "DE-TEV-2026-00001",
      "DE-TEV-2026-00002",
      "DE-TDI-2026-00001",
      "BC-TEV-2026-00001",
      "DE-TEV-2027-00001",
    ]);
  });

  it("gives back the number of a document whose transaction failed", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await nextReference(tx, "credit", issuer, NOW);
        throw new Error("the credit note could not be written");
      }),
    ).rejects.toThrow("could not be written");
    const taken = await handle.db.transaction((tx) => nextReference(tx, "credit", issuer, NOW));
    expect(taken).toBe("AV-TEV-2026-00001");
  });

  it("never gives one number twice nor leaves a gap when many documents are numbered at once", async () => {
    const references = await Promise.all(
      Array.from({ length: 12 }, () =>
        handle.db.transaction((tx) => nextReference(tx, "invoice", issuer, NOW)),
      ),
    );
    const counters = references.map((reference) => Number(reference.slice(-5))).sort((a, b) => a - b);
    expect(counters).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
