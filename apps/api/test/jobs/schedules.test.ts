import cronParser from "cron-parser";
import { describe, expect, it } from "vitest";
import { JOBS, jobDefinitions } from "../../src/jobs/catalogue";

/**
 * The schedules as pg-boss reads them (the same cron-parser, with the job's time zone): the instants
 * each fires after a given one. pg-boss sends a tick once across processes (a job keyed by schedule
 * and minute), so these instants are the runs.
 */
function nextRuns(cron: string, tz: string, after: string, count: number): string[] {
  const interval = cronParser.parseExpression(cron, { tz, currentDate: new Date(after) });
  return Array.from({ length: count }, () => interval.next().toDate().toISOString());
}

describe("the schedules, in Paris time", () => {
  it("rolls the forecast out at 03:30 in Paris every night, in winter and in summer", () => {
    const { cron, tz } = JOBS.forecastRollout.schedule;
    // Winter (UTC+1), then the night the clocks go forward (29 March 2026), then summer (UTC+2).
    expect(nextRuns(cron, tz, "2026-03-27T12:00:00Z", 3)).toEqual([
      "2026-03-28T02:30:00.000Z",
      "2026-03-29T01:30:00.000Z",
      "2026-03-30T01:30:00.000Z",
    ]);
    // The night the clocks go back (25 October 2026): once, at 03:30 winter time.
    expect(nextRuns(cron, tz, "2026-10-24T12:00:00Z", 2)).toEqual([
      "2026-10-25T02:30:00.000Z",
      "2026-10-26T02:30:00.000Z",
    ]);
  });

  it("scans the alerts at the top of every hour", () => {
    const { cron, tz } = JOBS.alertScan.schedule;
    expect(nextRuns(cron, tz, "2026-11-29T18:20:00Z", 3)).toEqual([
      "2026-11-29T19:00:00.000Z",
      "2026-11-29T20:00:00.000Z",
      "2026-11-29T21:00:00.000Z",
    ]);
  });

  it("passes over the mail outbox every minute (each pass also sends the next, 5 s on)", () => {
    const { cron, tz } = JOBS.mailSend.schedule;
    expect(nextRuns(cron, tz, "2026-11-29T18:20:30Z", 2)).toEqual([
      "2026-11-29T18:21:00.000Z",
      "2026-11-29T18:22:00.000Z",
    ]);
  });

  it("gives every job a retry limit, a back-off and an expiry, and the recurring ones never run twice at once", () => {
    for (const job of jobDefinitions) {
      expect(job.retryLimit).toBeGreaterThan(0);
      expect(job.expireInSeconds).toBeGreaterThan(0);
      if (job.schedule) expect(job.policy).toBe("stately");
    }
  });
});
