/**
 * When a mail that could not be sent is tried again: 1, 5, 15, 60 then 240 minutes after each failure
 * (about five and a half hours in all), and given up after the sixth try.
 */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240] as const;

export type MailRetryPlan = { retryAt: Date } | { givenUpAt: Date };

/** What to do after a failed try, `attempts` counting that try (1 after the first failure). */
export function planAfterFailedAttempt(attempts: number, now: Date): MailRetryPlan {
  const delay = MAIL_RETRY_DELAYS_MINUTES[attempts - 1];
  if (attempts < 1 || delay === undefined) return { givenUpAt: now };
  return { retryAt: new Date(now.getTime() + delay * 60_000) };
}
