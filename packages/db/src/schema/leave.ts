import type { LeaveState } from "@tronc/domain";
import { index, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt } from "./columns";
import { users } from "./core";

export const dayOffs = pgTable(
  "day_offs",
  {
    id: id(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    startAt: instant().notNull(),
    endAt: instant().notNull(),
    state: varchar({ length: 20 }).$type<LeaveState>().notNull().default("STATE_STAND_BY"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("day_offs_period_idx").on(t.startAt, t.endAt)],
);
