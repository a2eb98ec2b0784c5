/** The two kinds of rows of the users table (its `discr` column): group users and AI coaches. */
export const ACCOUNT_KINDS = ["triangle-user", "coach-ia"] as const;
export type Discr = (typeof ACCOUNT_KINDS)[number];
