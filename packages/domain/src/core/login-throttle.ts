/**
 * The sign-in throttle's rule (OWASP Authentication Cheat Sheet: count failures per account, slow
 * down with a growing delay rather than lock, limit one address across accounts). Pure: the API
 * counts the failures in the database and asks how long this attempt must wait.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export const LOGIN_THROTTLE = {
  /** Per (e-mail, address): failures of the last hour; past the free ones, a delay doubling per failure. */
  pairWindowMs: 60 * MINUTE,
  freeFailuresPerPair: 5,
  /** Per address, every e-mail together: this many failures in the window refuse the address until the oldest leaves it. */
  addressWindowMs: 15 * MINUTE,
  maxFailuresPerAddress: 30,
  /**
   * Per e-mail, guesses spread over several addresses: the failures of the last hour from every address
   * but the one that failed most (one address alone is the pair's business); past the free ones, a delay
   * doubling per failure. An address the e-mail signed in from lately is not slowed by it.
   */
  accountWindowMs: 60 * MINUTE,
  freeSpreadFailuresPerAccount: 4,
  knownAddressMs: 30 * DAY,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
} as const;

/** What the database says about this attempt's e-mail and address. */
export interface LoginFailures {
  /** This address's failures for this e-mail in the pair window, and when the last was. */
  pair: number;
  lastPairFailure: Date | null;
  /** This address's failures for every e-mail in the address window, and when the oldest was. */
  address: number;
  oldestAddressFailure: Date | null;
  /** The e-mail's failures in the account window from every address but the one that failed most. */
  spread: number;
  /** The e-mail's last failure in the account window, from any address. */
  lastAccountFailure: Date | null;
  /** The e-mail signed in from this address within knownAddressMs. */
  knownAddress: boolean;
}

/** 0 for the first `free` failures, then 1 s doubled per further failure, capped at 15 minutes. */
export function progressiveDelayMs(failures: number, free: number): number {
  const { baseDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 30);
  return Math.min(baseDelayMs * 2 ** doublings, maxDelayMs);
}

const remaining = (since: Date | null, delayMs: number, now: Date) =>
  since === null || delayMs === 0 ? 0 : Math.max(0, since.getTime() + delayMs - now.getTime());

/** How long this attempt must wait before a password is checked; 0: it may go on. */
export function loginWaitMs(failures: LoginFailures, now: Date): number {
  const rule = LOGIN_THROTTLE;
  const pair = remaining(
    failures.lastPairFailure,
    progressiveDelayMs(failures.pair, rule.freeFailuresPerPair),
    now,
  );
  const address =
    failures.address >= rule.maxFailuresPerAddress
      ? remaining(failures.oldestAddressFailure, rule.addressWindowMs, now)
      : 0;
  const account = failures.knownAddress
    ? 0
    : remaining(
        failures.lastAccountFailure,
        progressiveDelayMs(failures.spread, rule.freeSpreadFailuresPerAccount),
        now,
      );
  return Math.max(pair, address, account);
}

/** The Retry-After header's whole seconds, never 0 for a refused attempt. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / SECOND));
}

/** 'Trop de tentatives de connexion. Réessayez dans 16 secondes.' (minutes from 2 minutes on). */
export function tooManyLoginAttemptsMessage(waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  const wait =
    seconds < 120 ? `${seconds} seconde${seconds > 1 ? "s" : ""}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Trop de tentatives de connexion. Réessayez dans ${wait}.`;
}
