import { dayOffs } from "@tronc/db";
import {
  addDays,
  addMonths,
  firstDayOfMonth,
  isoDayOfWeek,
  type LeaveState,
  parisLocalDateTimeToInstant,
  toParisDate,
} from "@tronc/domain";
import type { DemoCore, DemoSeeder } from "./demo";

type Who = keyof DemoCore["userIds"];

interface DemoLeave {
  who: Who;
  /** 0 = this month, 1 = next month. */
  month: 0 | 1;
  /** Week of the month (0 = the week of its first Monday) and days from that Monday. */
  week: number;
  from: number;
  to: number;
  state: LeaveState;
}

const demoLeaves: DemoLeave[] = [
  { who: "user", month: 0, week: 1, from: 0, to: 4, state: "STATE_ACCEPTED" },
  { who: "chef", month: 0, week: 1, from: 2, to: 3, state: "STATE_STAND_BY" },
  { who: "compta", month: 0, week: 2, from: 1, to: 2, state: "STATE_REFUSED" },
  { who: "admin", month: 0, week: 3, from: 0, to: 1, state: "STATE_ACCEPTED" },
  { who: "user", month: 1, week: 0, from: 3, to: 4, state: "STATE_STAND_BY" },
  { who: "chef", month: 1, week: 1, from: 0, to: 4, state: "STATE_ACCEPTED" },
  { who: "admin", month: 1, week: 2, from: 1, to: 3, state: "STATE_REFUSED" },
  { who: "compta", month: 1, week: 2, from: 3, to: 4, state: "STATE_STAND_BY" },
];

function firstMonday(monthStart: string): string {
  return addDays(monthStart, (8 - isoDayOfWeek(monthStart)) % 7);
}

/** A few leaves this month and next, in the three states and for each demo user. */
export const seedLeave: DemoSeeder = async (db, now, core) => {
  const thisMonth = firstDayOfMonth(toParisDate(now));
  await db.insert(dayOffs).values(
    demoLeaves.map((leave) => {
      const monday = addDays(firstMonday(addMonths(thisMonth, leave.month)), 7 * leave.week);
      return {
        ownerId: core.userIds[leave.who],
        startAt: new Date(parisLocalDateTimeToInstant(`${addDays(monday, leave.from)}T08:00`)),
        endAt: new Date(parisLocalDateTimeToInstant(`${addDays(monday, leave.to)}T18:00`)),
        state: leave.state,
      };
    }),
  );
  return core;
};
