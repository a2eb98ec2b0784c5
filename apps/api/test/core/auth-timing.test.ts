import { users } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserAccount } from "../../src/auth/create-user";
import { login } from "../../src/auth/login-service";
import { hashPassword, verifyPassword } from "../../src/auth/password";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
  await createUserAccount(t.handle.db, {
    email: "sans-mdp@tronc.test",
    name: "Sans",
    lastname: "Mdp",
    password: "x",
  });
  await t.handle.db.update(users).set({ passwordHash: null }).where(eq(users.email, "sans-mdp@tronc.test"));
  await createUserAccount(t.handle.db, {
    email: "parti@tronc.test",
    name: "Parti",
    lastname: "Ailleurs",
    password: "tronc-demo",
  });
  await t.handle.db.update(users).set({ isActif: false }).where(eq(users.email, "parti@tronc.test"));
  await createUserAccount(t.handle.db, {
    email: "coach@tronc.test",
    name: "Coach",
    lastname: "IA",
    password: "tronc-demo",
    discr: "coach-ia",
  });
});
afterAll(() => t.close());

async function attempt(email: string, password: string) {
  const stored: (string | null)[] = [];
  const verify = (given: string, hash: string | null) => {
    stored.push(hash);
    return verifyPassword(given, hash);
  };
  const outcome = await login(t.handle.db, { email, password, ip: "10.5.0.1" }, new Date(), verify).then(
    () => "200",
    (error: Error) => error.message,
  );
  return { outcome, stored };
}

describe("an answer's timing does not tell which e-mails have an account", () => {
  it.each([
    ["a known e-mail with the right password", "chef@tronc.test", "200", true],
    ["a known e-mail with a wrong password", "chef@tronc.test", "Identifiants invalides", true],
    ["an unknown e-mail", "personne@tronc.test", "Identifiants invalides", false],
    ["an account without a password", "sans-mdp@tronc.test", "Identifiants invalides", false],
    ["an inactive account", "parti@tronc.test", "Identifiants invalides", false],
    ["an AI coach", "coach@tronc.test", "Identifiants invalides", false],
  ])("%s checks exactly one password", async (_, email, expected, realHash) => {
    const password = expected === "200" ? "tronc-demo" : "mauvais";
    const { outcome, stored } = await attempt(email, password);
    expect(outcome).toBe(expected);
    expect(stored).toHaveLength(1);
    expect(stored[0] !== null).toBe(realHash);
  });

  it("checking against no hash still does the scrypt work", async () => {
    const real = await hashPassword("tronc-demo");
    const median = async (stored: string | null) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        expect(await verifyPassword("tronc-demo", stored)).toBe(stored !== null);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const known = await median(real);
    const unknown = await median(null);
    expect(unknown).toBeGreaterThan(known * 0.2);
  });
});
