import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDb, type DbHandle } from "./client";
import { migrate } from "./migrate";

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when DATABASE_URL is set
 * (CI), otherwise an in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await createDb({});
    await migrate(handle);
    return handle;
  }
  const name = `tc_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await createDb({ url: testUrl.toString(), max: 5 });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
