import { sessions } from "@tronc/db";
import { LOGIN_THROTTLE, progressiveDelayMs } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../../src/auth/login-service";
import { verifyPassword } from "../../src/auth/password";
import { createTestApp, type TestApp } from "../helpers";
import { serverWithWebApp } from "../http-helpers";

const START = new Date("2026-03-02T09:00:00Z").getTime();
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let clock = START;
const at = (ms: number) => {
  clock = START + ms;
};

beforeAll(async () => {
  t = await createTestApp({ modules: [], now: () => new Date(clock) });
});
afterAll(() => t.close());

const loginFrom = (ip: string, email: string, password: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress: ip });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

const sessionCount = async (userId: number) =>
  (await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("many guesses at once", () => {
  it("40 parallel guesses check only 5 passwords", async () => {
    at(0);
    let checked = 0;
    const counting = (password: string, stored: string | null) => {
      checked++;
      return verifyPassword(password, stored);
    };
    const guesses = Array.from({ length: 40 }, (_, i) =>
      login(
        t.handle.db,
        { email: "compta@tronc.test", password: `guess-${i}`, ip: "10.1.0.1" },
        new Date(clock),
        counting,
      ),
    );
    const results = await Promise.allSettled(guesses);
    expect(checked).toBe(5);
    const reasons = results.map((r) => (r.status === "rejected" ? (r.reason as Error).message : "ok"));
    expect(reasons.filter((m) => m === "Identifiants invalides")).toHaveLength(5);
    // The 6th waits 1 s after the 5th failure, all at the same instant.
    const tooMany = "Trop de tentatives de connexion. Réessayez dans 1 seconde.";
    expect(reasons.filter((m) => m === tooMany)).toHaveLength(35);
  });

  it("over HTTP: 5 answer 401, 35 answer 429 with Retry-After, and the right password afterwards opens no session", async () => {
    at(0);
    const wrong = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom("10.1.0.2", "chef@tronc.test", `guess-${i}`)),
    );
    expect(statuses(wrong)).toEqual({ 401: 5, 429: 35 });
    const refused = wrong.find((r) => r.statusCode === 429);
    expect(refused?.json()["hydra:description"]).toBe(
      "Trop de tentatives de connexion. Réessayez dans 1 seconde.",
    );
    expect(refused?.headers["retry-after"]).toBe("1");
    const right = await loginFrom("10.1.0.2", "chef@tronc.test", "tronc-demo");
    expect(right.statusCode).toBe(429);
    expect(right.cookies.find((c) => c.name === "tc_session")).toBeUndefined();
    expect(await sessionCount(t.demo.userIds.chef)).toBe(0);
  });

  it("the right password among 39 wrong ones in parallel logs in only if it is among the first 5", async () => {
    at(0);
    const passwords = [...Array.from({ length: 39 }, (_, i) => `guess-${i}`), "tronc-demo"];
    const responses = await Promise.all(passwords.map((p) => loginFrom("10.1.0.3", "user@tronc.test", p)));
    const counts = statuses(responses);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(35);
    const rightAnswer = responses[39];
    expect(rightAnswer?.statusCode === 200 || rightAnswer?.statusCode === 429).toBe(true);
    expect(await sessionCount(t.demo.userIds.user)).toBe(counts[200] ?? 0);
  });

  it("40 parallel guesses from 40 addresses check only 5 passwords too", async () => {
    at(HOUR / 2);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(`10.5.0.${i + 1}`, "nobody-spread@tronc.test", "bad")),
    );
    // The 1st address's failure is 'its own'; the next 4 spread ones are free; then 1 s each.
    expect(statuses(responses)).toEqual({ 401: 5, 429: 35 });
  });

  it("40 parallel guesses shared by two server processes check only 5 passwords: the count is in the database", async () => {
    at(HOUR / 2);
    const second = await serverWithWebApp(t, { now: () => new Date(clock) });
    try {
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          loginFrom("10.6.0.1", "two-servers@tronc.test", `guess-${i}`, i % 2 ? second.app : t.app),
        ),
      );
      expect(statuses(responses)).toEqual({ 401: 5, 429: 35 });
    } finally {
      await second.close();
    }
  });
});

describe("a stranger cannot keep the owner out", () => {
  const email = "admin@tronc.test";

  it("the owner signs in from another address while an attacker keeps failing from address A, whose waits grow", async () => {
    let now = 2 * HOUR;
    const retryAfters: number[] = [];
    for (let failures = 0; failures < 12; ) {
      at(now);
      const guess = await loginFrom("10.2.0.1", email, `bad-${failures}`);
      if (guess.statusCode === 401) failures++;
      else {
        expect(guess.statusCode).toBe(429);
        const seconds = Number(guess.headers["retry-after"]);
        expect(guess.json()["hydra:description"]).toMatch(
          /^Trop de tentatives de connexion\. Réessayez dans \d+ secondes?\.$/,
        );
        retryAfters.push(seconds);
        now += seconds * 1000;
      }
      // At every step of the attack, the owner from another address gets in at once.
      expect((await loginFrom("10.9.9.9", email, "tronc-demo")).statusCode).toBe(200);
    }
    // By hand: 5 free failures, then the wait after the last failure doubles from 1 s: 1, 2, 4 … 64 s.
    expect(retryAfters).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it("guesses spread over addresses slow a new address for a while, never an address the owner signed in from", async () => {
    const owner = "compta@tronc.test";
    at(4 * HOUR);
    expect((await loginFrom("10.9.8.1", owner, "tronc-demo")).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await loginFrom(`10.3.0.${i}`, owner, "bad")).statusCode).toBe(401);
    // By hand: 5 failures from 5 addresses, less the 1 of the address that failed most = 4 spread ones:
    // past the 4 free, 1 s after the last failure.
    const sixth = await loginFrom("10.3.0.6", owner, "bad");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBe("1");
    expect((await loginFrom("10.9.8.1", owner, "tronc-demo")).statusCode).toBe(200);
    expect((await loginFrom("10.9.8.2", owner, "tronc-demo")).statusCode).toBe(429);
    at(4 * HOUR + 1000);
    expect((await loginFrom("10.9.8.2", owner, "tronc-demo")).statusCode).toBe(200);
    // One more spread failure: 5 spread ones, 2 s.
    expect((await loginFrom("10.3.0.6", owner, "bad")).statusCode).toBe(401);
    expect((await loginFrom("10.9.8.3", owner, "tronc-demo")).headers["retry-after"]).toBe("2");
    expect((await loginFrom("10.9.8.1", owner, "tronc-demo")).statusCode).toBe(200);
  });

  it("the delay is capped at 15 minutes", () => {
    expect(progressiveDelayMs(4, LOGIN_THROTTLE.freeFailuresPerPair)).toBe(0);
    expect(progressiveDelayMs(5, LOGIN_THROTTLE.freeFailuresPerPair)).toBe(1000);
    expect(progressiveDelayMs(100, LOGIN_THROTTLE.freeFailuresPerPair)).toBe(15 * 60 * 1000);
  });
});

describe("one IP trying many e-mails", () => {
  it("is refused after 30 failures in 15 minutes, whatever the e-mail, for 15 minutes", async () => {
    at(3 * HOUR);
    for (let i = 0; i < 30; i++) {
      expect((await loginFrom("10.4.0.1", `nobody${Math.floor(i / 5)}@tronc.test`, "bad")).statusCode).toBe(
        401,
      );
    }
    const refused = await loginFrom("10.4.0.1", "fresh@tronc.test", "bad");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("900");
    expect(refused.json()["hydra:description"]).toBe(
      "Trop de tentatives de connexion. Réessayez dans 15 minutes.",
    );
    expect((await loginFrom("10.4.0.2", "fresh@tronc.test", "bad")).statusCode).toBe(401);
  });
});
