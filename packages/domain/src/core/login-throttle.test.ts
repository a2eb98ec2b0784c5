import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type LoginFailures,
  loginWaitMs,
  progressiveDelayMs,
  retryAfterSeconds,
  tooManyLoginAttemptsMessage,
} from "./login-throttle";

const now = new Date("2026-03-02T09:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const none: LoginFailures = {
  pair: 0,
  lastPairFailure: null,
  address: 0,
  oldestAddressFailure: null,
  spread: 0,
  lastAccountFailure: null,
  knownAddress: false,
};

describe("the progressive delay", () => {
  it("is free for the first failures, then 1 s doubled per failure, capped at 15 minutes", () => {
    // By hand: 5 free; the 6th attempt (5 failures) waits 1 s, then 2 s, 4 s, 8 s, 16 s.
    expect([4, 5, 6, 7, 8, 9].map((n) => progressiveDelayMs(n, 5))).toEqual([
      0, 1000, 2000, 4000, 8000, 16000,
    ]);
    // 14 failures: 2^9 s = 512 s; 15: 2^10 s = 1024 s, over the 900 s cap.
    expect(progressiveDelayMs(14, 5)).toBe(512 * 1000);
    expect(progressiveDelayMs(15, 5)).toBe(15 * 60 * 1000);
    expect(progressiveDelayMs(10_000, 5)).toBe(15 * 60 * 1000);
  });

  it("never shrinks when failures grow, and never passes 15 minutes", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(progressiveDelayMs(low, 5)).toBeLessThanOrEqual(progressiveDelayMs(high, 5));
        expect(progressiveDelayMs(high, 5)).toBeLessThanOrEqual(15 * 60 * 1000);
      }),
    );
  });
});

describe("how long an attempt waits", () => {
  it("waits the rest of the pair's delay after its last failure", () => {
    // 7 failures from this address: 4 s after the last; 1.5 s gone, 2.5 s left.
    expect(loginWaitMs({ ...none, pair: 7, lastPairFailure: ago(1500) }, now)).toBe(2500);
    expect(loginWaitMs({ ...none, pair: 7, lastPairFailure: ago(4000) }, now)).toBe(0);
  });

  it("refuses an address at 30 failures until its oldest leaves the 15-minute window", () => {
    expect(loginWaitMs({ ...none, address: 30, oldestAddressFailure: ago(10 * 60_000) }, now)).toBe(
      5 * 60_000,
    );
    expect(loginWaitMs({ ...none, address: 29, oldestAddressFailure: ago(60_000) }, now)).toBe(0);
  });

  it("slows guesses spread over addresses, except from an address the owner signed in from", () => {
    // 6 spread failures: past the 4 free, 1 s × 2² = 4 s after the last; 1 s gone.
    const spread = { ...none, spread: 6, lastAccountFailure: ago(1000) };
    expect(loginWaitMs(spread, now)).toBe(3000);
    expect(loginWaitMs({ ...spread, knownAddress: true }, now)).toBe(0);
  });

  it("the longest of the three waits wins", () => {
    const failures = {
      ...none,
      pair: 6,
      lastPairFailure: ago(0),
      spread: 5,
      lastAccountFailure: ago(0),
      address: 30,
      oldestAddressFailure: ago(14 * 60_000),
    };
    // Pair 2 s, account 2 s, address 60 s.
    expect(loginWaitMs(failures, now)).toBe(60_000);
  });
});

describe("what the refused person reads", () => {
  it("says the wait in seconds, then in minutes, rounded up", () => {
    expect(tooManyLoginAttemptsMessage(1)).toBe("Trop de tentatives de connexion. Réessayez dans 1 seconde.");
    expect(tooManyLoginAttemptsMessage(15_200)).toBe(
      "Trop de tentatives de connexion. Réessayez dans 16 secondes.",
    );
    expect(tooManyLoginAttemptsMessage(119_000)).toBe(
      "Trop de tentatives de connexion. Réessayez dans 119 secondes.",
    );
    expect(tooManyLoginAttemptsMessage(121_000)).toBe(
      "Trop de tentatives de connexion. Réessayez dans 3 minutes.",
    );
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
  });
});
