import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vatRates } from "./schema";
import { createTestDb } from "./testing";

describe("createTestDb", () => {
  it("gives a migrated database where the unique VAT rate holds", async () => {
    const handle = await createTestDb();
    try {
      await handle.db.insert(vatRates).values({ rate: "20.00" });
      await expect(handle.db.insert(vatRates).values({ rate: "20.00" })).rejects.toThrow();
      const rows = await handle.db.execute(
        sql`select similarity('Développement', 'developpement') > 0 as ok`,
      );
      expect(rows).toBeDefined();
    } finally {
      await handle.close();
    }
  });
});
