import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planAfterFailedAttempt } from "./retry";

const now = new Date("2027-03-12T09:00:00.000Z");

describe("when a mail that could not be sent is tried again", () => {
  it("waits 1, 5, 15, 60 then 240 minutes after the first five failures", () => {
    expect(planAfterFailedAttempt(1, now)).toEqual({ retryAt: new Date("2027-03-12T09:01:00.000Z") });
    expect(planAfterFailedAttempt(2, now)).toEqual({ retryAt: new Date("2027-03-12T09:05:00.000Z") });
    expect(planAfterFailedAttempt(3, now)).toEqual({ retryAt: new Date("2027-03-12T09:15:00.000Z") });
    expect(planAfterFailedAttempt(4, now)).toEqual({ retryAt: new Date("2027-03-12T10:00:00.000Z") });
    expect(planAfterFailedAttempt(5, now)).toEqual({ retryAt: new Date("2027-03-12T13:00:00.000Z") });
  });

  it("gives up after the sixth try, at that moment", () => {
    expect(planAfterFailedAttempt(6, now)).toEqual({ givenUpAt: now });
    expect(planAfterFailedAttempt(7, now)).toEqual({ givenUpAt: now });
  });

  it("never schedules a retry in the past, and the waits grow", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), (attempts) => {
        const first = planAfterFailedAttempt(attempts, now);
        const next = planAfterFailedAttempt(attempts + 1, now);
        if (!("retryAt" in first) || !("retryAt" in next)) return false;
        return first.retryAt > now && next.retryAt > first.retryAt;
      }),
    );
  });
});
