import {
  createCalendarEvent,
  deleteCalendarEvent,
  updateCalendarEvent,
} from "../services/proposals/events/save";
import { searchEventCalendar } from "../services/proposals/events/search";
import { getCalendarEvent, listRecommendationEvents } from "../services/proposals/events/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  eventCalendarCreateInput,
  eventCalendarIdInput,
  eventCalendarListInput,
  eventCalendarSearchInput,
  eventCalendarUpdateInput,
} from "./event-calendar.schemas";

/** Delivery calendar events: every signed-in user reads and works proposals. */
export const eventCalendarRouter = router({
  listByRecommendation: authedProcedure
    .input(eventCalendarListInput)
    .query(({ ctx, input }) => listRecommendationEvents(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(eventCalendarIdInput)
    .query(({ ctx, input }) => getCalendarEvent(serviceCtx(ctx), input)),
  search: authedProcedure
    .input(eventCalendarSearchInput)
    .query(({ ctx, input }) => searchEventCalendar(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(eventCalendarCreateInput)
    .mutation(({ ctx, input }) => createCalendarEvent(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(eventCalendarUpdateInput)
    .mutation(({ ctx, input }) => updateCalendarEvent(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(eventCalendarIdInput)
    .mutation(({ ctx, input }) => deleteCalendarEvent(serviceCtx(ctx), input)),
});
