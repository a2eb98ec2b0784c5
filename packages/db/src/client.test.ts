import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db, executeRows } from "./client";
import { triangleCompanies, users, vatRates } from "./schema";
import { createTestDb } from "./testing";

const countOf = async (db: Db, table: typeof users | typeof vatRates | typeof triangleCompanies) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

describe("createTestDb", () => {
  it("gives an empty migrated database that enforces the unique VAT rate, with the search extensions", async () => {
    const handle = await createTestDb();
    try {
      expect(await countOf(handle.db, users)).toBe(0);
      await handle.db.insert(vatRates).values({ rate: "20.00" });
      await expect(handle.db.insert(vatRates).values({ rate: "20.00" })).rejects.toMatchObject({
        cause: { code: "23505" },
      });
      expect(await countOf(handle.db, vatRates)).toBe(1);
      const [row] = await executeRows<Record<string, unknown>>(
        handle.db,
        sql`select similarity('Développement', 'developpement') as score, unaccent('Événement') as plain`,
      );
      expect(Number(row?.score)).toBeGreaterThan(0.3);
      expect(row?.plain).toBe("Evenement");
    } finally {
      await handle.close();
    }
  });

  it("plans every statement for its values, named ones included (no generic plan after five runs)", async () => {
    const handle = await createTestDb();
    try {
      const [row] = await executeRows<Record<string, unknown>>(
        handle.db,
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(row?.mode).toBe("force_custom_plan");
      if (handle.kind === "pglite") {
        const [buffers] = await executeRows<Record<string, unknown>>(
          handle.db,
          sql`select current_setting('shared_buffers') as size`,
        );
        expect(buffers?.size).toBe("32MB");
      }
    } finally {
      await handle.close();
    }
  });

  it("gives a seeded database with the demo accounts and the three group companies", async () => {
    const handle = await createTestDb({ seeded: true });
    try {
      const emails = await handle.db.select({ email: users.email }).from(users);
      expect(emails.map((row) => row.email)).toEqual(
        expect.arrayContaining([
          "admin@tronc.test",
          "compta@tronc.test",
          "chef@tronc.test",
          "user@tronc.test",
        ]),
      );
      expect(await countOf(handle.db, triangleCompanies)).toBe(3);
      expect(await countOf(handle.db, vatRates)).toBe(4);
    } finally {
      await handle.close();
    }
  });

  it("gives each caller its own copy, and a closed handle no longer answers", async () => {
    const first = await createTestDb({ seeded: true });
    const second = await createTestDb({ seeded: true });
    try {
      await first.db.insert(vatRates).values({ rate: "7.00" });
      expect(await countOf(first.db, vatRates)).toBe(5);
      expect(await countOf(second.db, vatRates)).toBe(4);
    } finally {
      await first.close();
      await second.close();
    }
    await expect(countOf(first.db, users)).rejects.toThrow();
  });
});
