import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCalendarModule } from "../../src/modules/proposals/event-calendar";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { eventCount } from "./events-helpers";
import { insertRecommendationWithLead, type TestRecommendation } from "./proposal-fixtures";

const EVENTS = "/api/tronc-commun/event_calendars";
const SEARCH = "/api/tronc-commun/event_calendars-search";
const RECOS = "/api/compta/recommandations";

let t: TestApp;
let reco: TestRecommendation;
let draft: TestRecommendation;
let company = 0;
beforeAll(async () => {
  t = await createTestApp({ modules: [eventCalendarModule] });
  company = t.demo.companyIds[1] ?? 0;
  reco = await insertRecommendationWithLead(t.handle.db, {
    issuerId: company,
    state: "RECO_STATE_ACCEPTED",
    project: { name: "Gala Bordeaux" },
    clientName: "Garonne SA",
  });
  draft = await insertRecommendationWithLead(t.handle.db, {
    issuerId: company,
    state: "RECO_STATE_SEND",
    project: { name: "Envoyée Brest" },
    clientName: "Iroise SAS",
  });
});
afterAll(() => t.close());

describe("event calendars over Hydra", () => {
  it("POST, GET, PUT, search and DELETE with the documented names", async () => {
    const hydra = hydraAs(t);
    const created = await hydra("user", "POST", EVENTS, {
      startAt: "2032-01-14",
      endAt: "2032-01-15",
      location: "Bordeaux",
      recommandation: `${RECOS}/${reco.id}`,
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.id);
    expect(created.body).toMatchObject({
      "@type": "EventCalendar",
      "@id": `${EVENTS}/${id}`,
      startAt: "2032-01-14T00:00:00+01:00",
      endAt: "2032-01-15T00:00:00+01:00",
      location: "Bordeaux",
      recommandation: `${RECOS}/${reco.id}`,
    });
    expect((await hydra("user", "GET", `${EVENTS}/${id}`)).body).toMatchObject({ location: "Bordeaux" });

    const moved = await hydra("user", "PUT", `${EVENTS}/${id}`, { endAt: "2032-01-16T12:00" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      startAt: "2032-01-14T00:00:00+01:00",
      endAt: "2032-01-16T12:00:00+01:00",
    });

    await hydra("user", "POST", EVENTS, {
      startAt: "2032-01-15",
      endAt: "2032-01-15",
      recommandation: draft.id,
    });
    const search = await hydra(
      "user",
      "GET",
      `${SEARCH}?date=2032-01-15&searchCompanies[]=/api/tronc-commun/triangle_companies/${company}&searchState[]=RECO_STATE_ACCEPTED&searchState[]=RECO_STATE_SEND`,
    );
    expect(search.status).toBe(200);
    expect(search.body["hydra:totalItems"]).toBe(2);
    const members = search.body["hydra:member"] as { infos: { projectName: string; leadId: number } }[];
    expect(members.map((member) => member.infos.projectName)).toEqual(["Gala Bordeaux", "Envoyée Brest"]);
    expect(members[0]?.infos.leadId).toBe(reco.leadId);

    const accepted = await hydra("user", "GET", `${EVENTS}?date=2032-01-15&searchCompanies=${company}`);
    expect(accepted.body["hydra:totalItems"]).toBe(1);
    const ofReco = await hydra("user", "GET", `${SEARCH}?recoId=${RECOS}/${draft.id}`);
    expect(ofReco.body["hydra:totalItems"]).toBe(1);

    expect((await hydra("user", "DELETE", `${EVENTS}/${id}`)).status).toBe(204);
    expect((await hydra("user", "GET", `${EVENTS}/${id}`)).status).toBe(404);
  });

  it("an end before the start is a 400 in French and saves nothing", async () => {
    const hydra = hydraAs(t);
    const before = await eventCount(t.handle.db, reco.id);
    const refused = await hydra("user", "POST", EVENTS, {
      startAt: "2032-02-10",
      endAt: "2032-02-09",
      recommandation: `${RECOS}/${reco.id}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.description).toBe("La date de fin ne peut pas être antérieure à la date de début");
    const noStart = await hydra("user", "POST", EVENTS, { endAt: "2032-02-09", recommandation: reco.id });
    expect(noStart.description).toBe("Vous devez saisir une date de début");
    expect(await eventCount(t.handle.db, reco.id)).toBe(before);
  });

  it("366 days, an unknown state and a wrong company reference are 400", async () => {
    const hydra = hydraAs(t);
    const days = await hydra("user", "GET", `${SEARCH}?date=2032-01-01&days=366`);
    expect(days.status).toBe(400);
    expect(days.description).toBe("Le nombre de jours doit être compris entre 1 et 365");
    expect((await hydra("user", "GET", `${SEARCH}?searchState=RECO_STATE_REFUSED`)).status).toBe(400);
    expect((await hydra("user", "GET", `${SEARCH}?searchCompanies[]=/api/compta/tvas/1`)).status).toBe(400);
  });
});
