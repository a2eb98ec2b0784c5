import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCalendarModule } from "../../src/modules/proposals/event-calendar";
import { createTestApp, type TestApp } from "../helpers";
import { insertRecommendationWithLead } from "./proposal-fixtures";

let t: TestApp;
let firstCompany: number;
let secondCompany: number;
const ids: Record<string, number> = {};
let acceptedLead = 0;

beforeAll(async () => {
  t = await createTestApp({ modules: [eventCalendarModule] });
  [firstCompany = 0, secondCompany = 0] = t.demo.companyIds;
  const user = await t.caller("user");
  const accepted = await insertRecommendationWithLead(t.handle.db, {
    issuerId: firstCompany,
    state: "RECO_STATE_ACCEPTED",
    project: { name: "Soirée Lyon" },
    clientName: "Rhône Events",
  });
  acceptedLead = accepted.leadId;
  const other = await insertRecommendationWithLead(t.handle.db, {
    issuerId: secondCompany,
    state: "RECO_STATE_ACCEPTED",
    project: { name: "Rallye Nantes" },
    clientName: "Loire SARL",
  });
  const draft = await insertRecommendationWithLead(t.handle.db, {
    issuerId: firstCompany,
    state: "RECO_STATE_DRAFT",
    project: { name: "Brouillon Lille" },
    clientName: "Nord SAS",
  });
  const add = async (name: string, recommendationId: number, startAt: string, endAt: string) => {
    ids[name] = (await user.eventCalendar.create({ recommendationId, startAt, endAt })).id;
  };
  // The window of the tests is 10–16 March 2031 (7 days).
  await add("before", accepted.id, "2031-03-01", "2031-03-09");
  await add("overlapsStart", accepted.id, "2031-03-08", "2031-03-10");
  await add("inside", other.id, "2031-03-12T14:00", "2031-03-12T18:00");
  await add("lastDay", accepted.id, "2031-03-16T23:30", "2031-03-17");
  await add("after", accepted.id, "2031-03-17", "2031-03-18");
  await add("draft", draft.id, "2031-03-11", "2031-03-11");
});
afterAll(() => t.close());

const namesOf = (items: readonly { id: number }[]) =>
  items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id) ?? `other ${item.id}`);

describe("the event calendar's search", () => {
  it("lists the accepted dates touching the window's days, by start, with the card's infos", async () => {
    const user = await t.caller("user");
    const result = await user.eventCalendar.search({ date: "2031-03-10", days: 7 });
    expect(result.window).toMatchObject({ firstDay: "2031-03-10", lastDay: "2031-03-16" });
    expect(namesOf(result.items)).toEqual(["overlapsStart", "inside", "lastDay"]);
    expect(result.items[0]?.infos).toEqual({
      projectName: "Soirée Lyon",
      customerName: "Rhône Events",
      leadId: acceptedLead,
      recoState: "RECO_STATE_ACCEPTED",
      triangleCompanyId: firstCompany,
      companyName: expect.any(String),
      companyColor: expect.stringMatching(/^#[0-9a-f]{6,8}$/i),
    });
  });

  it("a one-day window keeps only what covers that day", async () => {
    const user = await t.caller("user");
    const result = await user.eventCalendar.search({ date: "2031-03-09", days: 1 });
    expect(namesOf(result.items)).toEqual(["before", "overlapsStart"]);
  });

  it("filters by group company and by recommendation state", async () => {
    const user = await t.caller("user");
    const window = { date: "2031-03-10", days: 7 };
    const second = await user.eventCalendar.search({ ...window, triangleCompanyIds: [secondCompany] });
    expect(namesOf(second.items)).toEqual(["inside"]);
    const drafts = await user.eventCalendar.search({ ...window, states: ["RECO_STATE_DRAFT"] });
    expect(namesOf(drafts.items)).toEqual(["draft"]);
    const both = await user.eventCalendar.search({
      ...window,
      states: ["RECO_STATE_DRAFT", "RECO_STATE_ACCEPTED"],
      triangleCompanyIds: [firstCompany],
    });
    expect(namesOf(both.items)).toEqual(["overlapsStart", "draft", "lastDay"]);
  });

  it("refuses 366 days and a date that is not a day, in French", async () => {
    const user = await t.caller("user");
    await expect(user.eventCalendar.search({ date: "2031-03-10", days: 366 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le nombre de jours doit être compris entre 1 et 365",
    });
    await expect(user.eventCalendar.search({ date: "10/03/2031" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date de début « 10/03/2031 » n'est pas valide",
    });
    const year = await user.eventCalendar.search({ date: "2031-01-01", days: 365 });
    expect(year.window.lastDay).toBe("2031-12-31");
  });
});
