import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliveryReportModule } from "../../src/modules/work/delivery-reports";
import { createTestApp, type TestApp } from "../helpers";
import {
  draftFor,
  insertProject,
  PNG_SIGNATURE,
  projectAudit,
  projectState,
  rejection,
  reportCount,
  reportRow,
} from "./delivery-report-helpers";

/** Every PDF the server prints, kept to check the evidence's SHA-256 against the exact bytes. */
const printed = vi.hoisted(() => [] as Buffer[]);
vi.mock("../../src/services/shared/pdf", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/services/shared/pdf")>();
  return {
    ...real,
    htmlToPdf: async (...args: Parameters<typeof real.htmlToPdf>) => {
      const bytes = await real.htmlToPdf(...args);
      printed.push(bytes);
      return bytes;
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [deliveryReportModule] });
});
afterAll(() => t.close());

/** The client's answer over HTTP (no session), so that the request's address is the evidence's. */
function answerOverHttp(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/trpc/deliveryReport.answer", payload });
}

describe("drafts", () => {
  it("creates a signed draft with a long random token and sanitised content", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId);
    expect(report).toMatchObject({
      state: "DELIVERY_REPORT_DRAFT",
      content: "<p>Livraison de <strong>3 bornes</strong></p>",
      creatorSignature: PNG_SIGNATURE,
      isBilled: false,
      canEdit: true,
      canDelete: true,
      canDownloadPdf: false,
      canSetBilled: false,
      evidence: null,
    });
    expect(report.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(report.project.id).toBe(projectId);
    expect((await draftFor(t, projectId)).token).not.toBe(report.token);
  });

  it("refuses a missing signature, a signature that is not a PNG and an unknown project, saving nothing", async () => {
    const { projectId } = await insertProject(t);
    const caller = await t.caller("user");
    const before = await reportCount(t);
    const cases = [
      {
        input: { projectId, content: "x", creatorSignature: "" },
        message: "Veuillez signer votre PV de livraison",
      },
      { input: { projectId, content: "x" }, message: "Veuillez signer votre PV de livraison" },
      {
        input: { projectId, content: "x", creatorSignature: "data:image/png;base64,R0lGODlhAQABAAAAACw=" },
        message: "La signature doit être une image PNG",
      },
      {
        input: { projectId, content: "x", creatorSignature: "signé Paul" },
        message: "La signature doit être une image PNG",
      },
      {
        input: { projectId: 999_999, content: "x", creatorSignature: PNG_SIGNATURE },
        message: "Ce projet est introuvable",
      },
    ];
    for (const { input, message } of cases) {
      const refused = await rejection(caller.deliveryReport.create(input));
      expect(refused.message).toBe(message);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    expect(await reportCount(t)).toBe(before);
  });

  it("edits a draft; deletes it as its creator or a super admin only", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId, "user");
    const chef = await t.caller("chef");
    const edited = await chef.deliveryReport.update({ id: report.id, content: "<p>Deux bornes</p>" });
    expect(edited.content).toBe("<p>Deux bornes</p>");
    expect(edited.canDelete).toBe(false);
    const refused = await rejection(chef.deliveryReport.delete({ id: report.id }));
    expect(refused).toMatchObject({
      status: 403,
      message: "Seul le créateur du PV ou un super administrateur peut le supprimer",
    });
    expect(await reportRow(t, report.id)).not.toBeNull();
    await (await t.caller("admin")).deliveryReport.delete({ id: report.id });
    expect(await reportRow(t, report.id)).toBeNull();
    const own = await draftFor(t, projectId, "user");
    await (await t.caller("user")).deliveryReport.delete({ id: own.id });
    expect(await reportRow(t, own.id)).toBeNull();
    expect(await rejection(chef.deliveryReport.get({ id: own.id }))).toMatchObject({
      status: 404,
      message: "Ce PV de livraison est introuvable",
    });
  });

  it("lists a project's reports, newest first", async () => {
    const { projectId } = await insertProject(t);
    const first = await draftFor(t, projectId);
    const second = await draftFor(t, projectId);
    const list = await (await t.caller("chef")).deliveryReport.forProject({ projectId });
    expect(list.map((item) => item.id)).toEqual([second.id, first.id]);
  });
});

describe("the client's link", () => {
  it("shows the draft without a session, then signs it: validated, evidence stored, project billable", async () => {
    const { projectId } = await insertProject(t, { state: "STATE_PLANNED", clientName: "Musée Grévin" });
    const report = await draftFor(t, projectId);
    const anonymous = await t.caller(null);
    const view = await anonymous.deliveryReport.publicView({ token: report.token });
    expect(view).toMatchObject({
      id: report.id,
      companyName: "Musée Grévin",
      creatorSignature: PNG_SIGNATURE,
    });
    expect(view).not.toHaveProperty("token");

    printed.length = 0;
    const signed = await answerOverHttp({
      token: report.token,
      decision: "validate",
      signerName: "Marie Client",
      signature: PNG_SIGNATURE,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().result.data.state).toBe("DELIVERY_REPORT_VALIDATED");

    const row = await reportRow(t, report.id);
    expect(row).toMatchObject({
      state: "DELIVERY_REPORT_VALIDATED",
      clientName: "Marie Client",
      clientSignature: PNG_SIGNATURE,
      signedIp: "127.0.0.1",
    });
    expect(row?.signedAt).toBeInstanceOf(Date);
    // The PDF printed at signing is the one hashed.
    expect(printed).toHaveLength(1);
    const [pdf] = printed;
    expect(pdf?.subarray(0, 4).toString()).toBe("%PDF");
    expect(row?.signedPdfSha256).toBe(
      createHash("sha256")
        .update(pdf ?? "")
        .digest("hex"),
    );

    expect(await projectState(t, projectId)).toBe("STATE_FACTURABLE");
    expect(await projectAudit(t, projectId)).toEqual([
      expect.objectContaining({ field: "state", fromValue: "STATE_PLANNED", toValue: "STATE_FACTURABLE" }),
    ]);

    const staffView = await (await t.caller("user")).deliveryReport.get({ id: report.id });
    expect(staffView).toMatchObject({
      state: "DELIVERY_REPORT_VALIDATED",
      canEdit: false,
      canDelete: false,
      canDownloadPdf: true,
      evidence: { clientName: "Marie Client", signedIp: "127.0.0.1", signedPdfSha256: row?.signedPdfSha256 },
    });
  });

  it("works once: a reused token, an unknown one and a forged one answer 'Ce lien n'est plus valable'", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId);
    const answer = {
      token: report.token,
      decision: "validate",
      signerName: "Marie",
      signature: PNG_SIGNATURE,
    };
    expect((await answerOverHttp(answer)).statusCode).toBe(200);
    const before = await reportRow(t, report.id);

    const reused = await answerOverHttp({ ...answer, signerName: "Quelqu'un d'autre" });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe("Ce lien n'est plus valable");
    expect(await reportRow(t, report.id)).toEqual(before);

    const anonymous = await t.caller(null);
    for (const token of [report.token, "A".repeat(43), "../../etc/passwd", ""]) {
      expect(await rejection(anonymous.deliveryReport.publicView({ token }))).toMatchObject({
        status: 404,
        message: "Ce lien n'est plus valable",
      });
    }
    const forged = await answerOverHttp({ ...answer, token: "B".repeat(43) });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe("Ce lien n'est plus valable");
  });

  it("refuses with a reason: refused, project unchanged; bad answers are 400 and change nothing", async () => {
    const { projectId } = await insertProject(t, { state: "STATE_PLANNED" });
    const report = await draftFor(t, projectId);
    const anonymous = await t.caller(null);
    const bad = [
      [{ decision: "validate", signerName: "Marie", signature: "" }, "Veuillez signer votre PV de livraison"],
      [
        { decision: "validate", signerName: "Marie", signature: "pas une image" },
        "La signature doit être une image PNG",
      ],
      [{ decision: "validate", signerName: " ", signature: PNG_SIGNATURE }, "Veuillez indiquer votre nom"],
      [{ decision: "refuse", signerName: "Marie", comment: "  " }, "Veuillez indiquer la raison du refus"],
    ] as const;
    for (const [answer, message] of bad) {
      const refused = await rejection(anonymous.deliveryReport.answer({ token: report.token, ...answer }));
      expect(refused).toMatchObject({ status: 400, message });
    }
    expect((await reportRow(t, report.id))?.state).toBe("DELIVERY_REPORT_DRAFT");

    const refused = await anonymous.deliveryReport.answer({
      token: report.token,
      decision: "refuse",
      signerName: "Marie",
      comment: "Il manque un écran",
    });
    expect(refused.state).toBe("DELIVERY_REPORT_REFUSED");
    expect(await reportRow(t, report.id)).toMatchObject({
      state: "DELIVERY_REPORT_REFUSED",
      clientComment: "Il manque un écran",
      clientSignature: null,
    });
    expect((await reportRow(t, report.id))?.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await projectState(t, projectId)).toBe("STATE_PLANNED");
  });

  it("a validated report can be neither edited nor deleted", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId);
    await (await t.caller(null)).deliveryReport.answer({
      token: report.token,
      decision: "validate",
      signerName: "Marie",
      signature: PNG_SIGNATURE,
    });
    const admin = await t.caller("admin");
    const message = "Ce PV de livraison a été validé ou refusé : il ne peut plus être modifié";
    expect(
      await rejection(admin.deliveryReport.update({ id: report.id, content: "<p>autre</p>" })),
    ).toMatchObject({
      status: 422,
      message,
    });
    expect(await rejection(admin.deliveryReport.delete({ id: report.id }))).toMatchObject({
      status: 422,
      message,
    });
    expect((await reportRow(t, report.id))?.content).toBe("<p>Livraison de <strong>3 bornes</strong></p>");
  });

  it("a refused report stays refused: neither edited, nor deleted, nor answered again", async () => {
    const { projectId } = await insertProject(t);
    const report = await draftFor(t, projectId);
    const anonymous = await t.caller(null);
    await anonymous.deliveryReport.answer({
      token: report.token,
      decision: "refuse",
      signerName: "Marie",
      comment: "Il manque un écran",
    });
    const admin = await t.caller("admin");
    const message = "Ce PV de livraison a été validé ou refusé : il ne peut plus être modifié";
    expect(
      await rejection(admin.deliveryReport.update({ id: report.id, content: "<p>repris</p>" })),
    ).toMatchObject({ status: 422, message });
    expect(await rejection(admin.deliveryReport.delete({ id: report.id }))).toMatchObject({
      status: 422,
      message,
    });
    expect(
      await rejection(
        anonymous.deliveryReport.answer({
          token: report.token,
          decision: "validate",
          signerName: "Marie",
          signature: PNG_SIGNATURE,
        }),
      ),
    ).toMatchObject({ message: "Ce lien n'est plus valable" });
    expect(await reportRow(t, report.id)).toMatchObject({
      state: "DELIVERY_REPORT_REFUSED",
      content: "<p>Livraison de <strong>3 bornes</strong></p>",
    });
  });
});
