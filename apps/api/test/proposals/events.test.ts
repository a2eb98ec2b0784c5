import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCalendarModule } from "../../src/modules/proposals/event-calendar";
import { createTestApp, type TestApp } from "../helpers";
import { eventCount } from "./events-helpers";
import { insertRecommendationWithLead, type TestRecommendation } from "./proposal-fixtures";

let t: TestApp;
let reco: TestRecommendation;
beforeAll(async () => {
  t = await createTestApp({ modules: [eventCalendarModule] });
  reco = await insertRecommendationWithLead(t.handle.db, {
    issuerId: t.demo.companyIds[0] ?? 0,
    state: "RECO_STATE_ACCEPTED",
    project: { name: "Séminaire Annecy" },
    clientName: "Lac SA",
  });
});
afterAll(() => t.close());

describe("a recommendation's delivery calendar", () => {
  it("adds, lists by start, edits and deletes dates", async () => {
    const user = await t.caller("user");
    const later = await user.eventCalendar.create({
      recommendationId: reco.id,
      startAt: "2031-06-10",
      endAt: "2031-06-11",
      location: "  Annecy ",
    });
    // 10 June 2031 00:00 in Paris (summer time, UTC+2) is 9 June 22:00 UTC.
    expect(later).toMatchObject({
      startAt: "2031-06-09T22:00:00.000Z",
      startDate: "2031-06-10",
      endDate: "2031-06-11",
      location: "Annecy",
    });
    const first = await user.eventCalendar.create({
      recommendationId: reco.id,
      startAt: "2031-06-02T09:00",
      endAt: "2031-06-02T18:00",
      location: null,
    });
    expect(first).toMatchObject({
      startLocal: "2031-06-02T09:00",
      endLocal: "2031-06-02T18:00",
      location: "",
    });
    const list = await user.eventCalendar.listByRecommendation({ recommendationId: reco.id });
    expect(list.map((event) => event.id)).toEqual([first.id, later.id]);

    const moved = await user.eventCalendar.update({ id: later.id, endAt: "2031-06-12" });
    expect(moved).toMatchObject({ startDate: "2031-06-10", endDate: "2031-06-12", location: "Annecy" });
    await user.eventCalendar.delete({ id: first.id });
    expect(await eventCount(t.handle.db, reco.id)).toBe(1);
    await user.eventCalendar.delete({ id: later.id });
    await expect(user.eventCalendar.get({ id: later.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette date du calendrier est introuvable",
    });
  });
});

describe("delivery calendar: bad input is refused in French, nothing saved", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no start", { endAt: "2031-06-02" }, "Vous devez saisir une date de début"],
    ["an empty start", { startAt: "", endAt: "2031-06-02" }, "Vous devez saisir une date de début"],
    ["no end", { startAt: "2031-06-02", endAt: null }, "Vous devez saisir une date de fin"],
    [
      "an end before the start",
      { startAt: "2031-06-02", endAt: "2031-06-01" },
      "La date de fin ne peut pas être antérieure à la date de début",
    ],
    [
      "an impossible day",
      { startAt: "2031-02-29", endAt: "2031-03-01" },
      "La date « 29/02/2031 » n'est pas valide",
    ],
    [
      "a location over 255 characters",
      { startAt: "2031-06-02", endAt: "2031-06-02", location: "é".repeat(256) },
      "Le lieu ne peut pas dépasser 255 caractères",
    ],
  ];
  it.each(cases)("%s", async (_name, fields, message) => {
    const user = await t.caller("user");
    await expect(user.eventCalendar.create({ recommendationId: reco.id, ...fields })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message,
    });
    expect(await eventCount(t.handle.db, reco.id)).toBe(0);
  });

  it("an edit moving the end before the start changes nothing", async () => {
    const user = await t.caller("user");
    const event = await user.eventCalendar.create({
      recommendationId: reco.id,
      startAt: "2031-07-01",
      endAt: "2031-07-03",
    });
    await expect(user.eventCalendar.update({ id: event.id, startAt: "2031-07-04" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date de fin ne peut pas être antérieure à la date de début",
    });
    expect(await user.eventCalendar.get({ id: event.id })).toMatchObject({ startDate: "2031-07-01" });
    await user.eventCalendar.delete({ id: event.id });
  });

  it("a date for a recommendation that does not exist is a 404", async () => {
    const user = await t.caller("user");
    await expect(
      user.eventCalendar.listByRecommendation({ recommendationId: 999_999 }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      user.eventCalendar.create({ recommendationId: 999_999, startAt: "2031-06-02", endAt: "2031-06-02" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Cette recommandation est introuvable" });
  });

  it("nobody signed out works the calendar", async () => {
    const anonymous = await t.caller(null);
    await expect(
      anonymous.eventCalendar.listByRecommendation({ recommendationId: reco.id }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
