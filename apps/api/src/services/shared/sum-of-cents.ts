import { type Cents, toCents } from "@tronc/domain";
import { type SQLWrapper, sql } from "drizzle-orm";

/** The sum of a cents column over the selected rows (0 when none), read back as Cents. */
export const sumOfCents = (column: SQLWrapper) =>
  sql<Cents>`coalesce(sum(${column}), 0)`.mapWith((value) => toCents(Number(value)));
