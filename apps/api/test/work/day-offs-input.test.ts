import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOffModule } from "../../src/modules/work/day-offs";
import { createTestApp, type TestApp } from "../helpers";
import { countDayOffs, DAY_OFFS, hydraAs, insertLeave, memberIds, NOW } from "./day-off-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
beforeAll(async () => {
  t = await createTestApp({ modules: [dayOffModule], now: () => NOW });
  hydra = hydraAs(t);
});
afterAll(() => t.close());

const END_BEFORE_START = "La date de fin ne peut pas être antérieure à la date de début.";

/** POSTs as the plain user and checks that nothing was stored. */
async function refusedCreate(payload: Record<string, unknown>) {
  const before = await countDayOffs(t);
  const response = await hydra("user", "POST", DAY_OFFS, payload);
  expect(await countDayOffs(t)).toBe(before);
  return { status: response.status, message: response.body["hydra:description"] as string };
}

describe("leave dates: bad input", () => {
  it("an end before the start answers 422 with the spec's sentence and stores nothing", async () => {
    expect(await refusedCreate({ startAt: "2026-11-25T08:00", endAt: "2026-11-24T18:00" })).toEqual({
      status: 422,
      message: END_BEFORE_START,
    });
    const created = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2026-11-23T08:00",
      endAt: "2026-11-23T18:00",
    });
    const id = created.body.id;
    const put = await hydra("user", "PUT", `${DAY_OFFS}/${id}`, { endAt: "2026-11-23T07:59" });
    expect(put.status).toBe(422);
    expect(put.body["hydra:description"]).toBe(END_BEFORE_START);
    expect((await hydra("user", "GET", `${DAY_OFFS}/${id}`)).body.endAt).toBe("2026-11-23T18:00:00+01:00");
  });

  it("dates that are not dates answer 400 with a French message, nothing stored", async () => {
    const notADate = await refusedCreate({ startAt: "pas une date", endAt: "2026-11-24T18:00" });
    expect(notADate.status).toBe(400);
    expect(notADate.message).toContain("« pas une date » ne sont pas valides");
    const noSuchDay = await refusedCreate({ startAt: "2026-02-30T08:00", endAt: "2026-03-02T18:00" });
    expect(noSuchDay.status).toBe(400);
    // echoed day first, as the person reads dates
    expect(noSuchDay.message).toContain("30/02/2026 08:00");
    const badHour = await refusedCreate({ startAt: "2026-11-23T25:00", endAt: "2026-11-24T18:00" });
    expect(badHour.status).toBe(400);
    const aNumber = await refusedCreate({ startAt: 20261123, endAt: "2026-11-24T18:00" });
    expect(aNumber).toEqual({
      status: 400,
      message: "startAt : La date de début doit être une date et une heure valides.",
    });
    expect(await refusedCreate({ endAt: "2026-11-24T18:00" })).toEqual({
      status: 400,
      message: "Vous devez saisir une date de début",
    });
    expect(await refusedCreate({ startAt: "2026-11-24T08:00", endAt: "" })).toEqual({
      status: 400,
      message: "Vous devez saisir une date de fin",
    });
  });

  it("a new leave starts no earlier than today 08:00 and ends no later than 2999-12-31T17:00", async () => {
    expect(await refusedCreate({ startAt: "2026-11-10T07:59", endAt: "2026-11-10T18:00" })).toEqual({
      status: 400,
      message: "La date de début ne peut pas être antérieure à aujourd'hui 08:00.",
    });
    const late = await refusedCreate({ startAt: "2999-12-31T08:00", endAt: "2999-12-31T17:01" });
    expect(late.status).toBe(400);
    const todayAtEight = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2026-11-10T08:00",
      endAt: "2026-11-10T18:00",
    });
    expect(todayAtEight.status).toBe(201);
    const lastPossible = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2999-12-31T08:00",
      endAt: "2999-12-31T17:00",
    });
    expect(lastPossible.status).toBe(201);
    expect(lastPossible.body.endAt).toBe("2999-12-31T17:00:00+01:00");
  });

  it("a leave under way keeps its past start when edited; moving the start into the past is refused", async () => {
    const id = await insertLeave(t, {
      ownerId: t.demo.userIds.user,
      startAt: "2026-11-02T08:00+01:00",
      endAt: "2026-11-13T18:00+01:00",
      state: "STATE_STAND_BY",
    });
    const longer = await hydra("user", "PUT", `${DAY_OFFS}/${id}`, {
      startAt: "2026-11-02T08:00",
      endAt: "2026-11-16T18:00",
    });
    expect(longer.status).toBe(200);
    expect(longer.body.endAt).toBe("2026-11-16T18:00:00+01:00");
    expect((await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, { state: "STATE_ACCEPTED" })).status).toBe(200);
    const earlier = await hydra("admin", "PUT", `${DAY_OFFS}/${id}`, { startAt: "2026-11-01T08:00" });
    expect(earlier.status).toBe(400);
    expect((await hydra("admin", "GET", `${DAY_OFFS}/${id}`)).body.startAt).toBe("2026-11-02T08:00:00+01:00");
  });
});

describe("leave dates: Paris wall clock and ISO 8601", () => {
  it("reads typed times as Paris time and answers with the offset of the season", async () => {
    const summer = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2027-07-12T08:00",
      endAt: "2027-07-14T18:00",
    });
    expect(summer.body).toMatchObject({
      startAt: "2027-07-12T08:00:00+02:00",
      endAt: "2027-07-14T18:00:00+02:00",
    });
    const acrossTheChange = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2027-03-26T08:00",
      endAt: "2027-03-29T18:00",
    });
    expect(acrossTheChange.body).toMatchObject({
      startAt: "2027-03-26T08:00:00+01:00",
      endAt: "2027-03-29T18:00:00+02:00",
    });
  });

  it("accepts ISO 8601 instants from older clients and stores the same moment", async () => {
    const utc = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2027-07-12T06:00:00Z",
      endAt: "2027-07-12T16:00:00.000Z",
    });
    expect(utc.body).toMatchObject({
      startAt: "2027-07-12T08:00:00+02:00",
      endAt: "2027-07-12T18:00:00+02:00",
    });
    const offset = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2026-11-23T08:00:00+01:00",
      endAt: "2026-11-23T18:00:00+01:00",
    });
    expect(offset.body.startAt).toBe("2026-11-23T08:00:00+01:00");
    const rolledOver = await refusedCreate({
      startAt: "2027-02-30T08:00:00Z",
      endAt: "2027-03-03T08:00:00Z",
    });
    expect(rolledOver.status).toBe(400);
  });
});

describe("the month search", () => {
  it("lists the leaves overlapping the month, including those that start or end outside it", async () => {
    const across = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2026-11-30T08:00",
      endAt: "2026-12-01T18:00",
    });
    const id = across.body.id;
    const search = (month: number, year = 2026) =>
      hydra("user", "GET", `${DAY_OFFS}-search?year=${year}&month=${month}`).then((r) => memberIds(r.body));
    expect(await search(11)).toContain(id);
    expect(await search(12)).toContain(id);
    expect(await search(10)).not.toContain(id);
    expect(await search(1, 2027)).not.toContain(id);
    const firstOfMonth = await hydra("user", "POST", DAY_OFFS, {
      startAt: "2027-01-01T00:00",
      endAt: "2027-01-01T08:00",
    });
    expect(await search(1, 2027)).toContain(firstOfMonth.body.id);
    expect(await search(12)).not.toContain(firstOfMonth.body.id);
  });

  it("refuses a month outside 1-12 or not a number (400)", async () => {
    for (const query of [
      "year=2026&month=13",
      "year=2026&month=0",
      "year=2026&month=novembre",
      "year=abc&month=1",
    ]) {
      const response = await hydra("user", "GET", `${DAY_OFFS}-search?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body["hydra:description"]).toMatch(/mois|month|year|année/i);
    }
    const month13 = await hydra("user", "GET", `${DAY_OFFS}-search?year=2026&month=13`);
    expect(month13.body["hydra:description"]).toBe("Le mois 13 n'est pas valide");
  });

  it("without year and month, answers the current month in Paris", async () => {
    const now = await hydra("user", "GET", `${DAY_OFFS}-search`);
    const november = await hydra("user", "GET", `${DAY_OFFS}-search?year=2026&month=11`);
    expect(now.status).toBe(200);
    expect(memberIds(now.body)).toEqual(memberIds(november.body));
  });
});
