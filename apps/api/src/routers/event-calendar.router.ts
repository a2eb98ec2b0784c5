import { router } from "../trpc/trpc";

/** Delivery calendar events. */
export const eventCalendarRouter = router({});
