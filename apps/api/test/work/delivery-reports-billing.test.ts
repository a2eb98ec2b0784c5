import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryReportModule } from "../../src/modules/work/delivery-reports";
import { createTestApp, type TestApp } from "../helpers";
import { draftFor, insertProject, PNG_SIGNATURE, rejection, reportRow } from "./delivery-report-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [deliveryReportModule] });
});
afterAll(() => t.close());

describe("the PDF and the billed switch", () => {
  it("downloads the PDF by token once answered, never for a draft or an unknown token", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId);
    const url = `/api/tronc-commun/delivery-report-pdf/${report.token}`;
    const draft = await t.app.inject({ method: "GET", url });
    expect(draft.statusCode).toBe(422);
    expect(draft.json()["hydra:description"]).toBe(
      "Le PDF est disponible une fois le PV de livraison signé ou refusé",
    );
    await (await t.caller(null)).deliveryReport.answer({
      token: report.token,
      decision: "validate",
      signerName: "Marie",
      signature: PNG_SIGNATURE,
    });
    const pdf = await t.app.inject({ method: "GET", url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/tronc-commun/delivery-report-pdf/${"C".repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("isBilled is switched by the accounting or a super admin, not by a plain user", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId);
    const refused = await rejection(
      (await t.caller("user")).deliveryReport.update({ id: report.id, isBilled: true }),
    );
    expect(refused).toMatchObject({
      status: 403,
      message: "Seule la comptabilité peut indiquer qu'un PV de livraison est facturé",
    });
    expect((await reportRow(t, report.id))?.isBilled).toBe(false);
    const billed = await (await t.caller("compta")).deliveryReport.update({ id: report.id, isBilled: true });
    expect(billed.isBilled).toBe(true);
    const unbilled = await (await t.caller("admin")).deliveryReport.update({
      id: report.id,
      isBilled: false,
    });
    expect(unbilled.isBilled).toBe(false);
  });
});
