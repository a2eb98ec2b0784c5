import { leadCalls } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, rejection } from "./sales-helpers";

let t: TestApp;
let leadId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadCallModule, leadModule] });
  leadId = (await createLeadAs(await t.caller("user"), t, { subject: "Journal d'appels" })).id;
});
afterAll(() => t.close());

describe("the call / exchange log", () => {
  it("adds exchanges with a type and lists them newest first, with their author", async () => {
    const user = await t.caller("user");
    const first = await user.leadCall.create({
      leadId,
      callType: "INCOMING_CALL",
      comment: " Demande de devis ",
    });
    expect(first).toMatchObject({
      leadId,
      callType: "INCOMING_CALL",
      callTypeLabel: "Appel entrant",
      comment: "Demande de devis",
      owner: { id: t.demo.userIds.user, fullname: "Lucas Durand" },
      isDeleted: false,
    });
    const chef = await t.caller("chef");
    const second = await chef.leadCall.create({ leadId, callType: "OUTGOING_MAIL", comment: "Devis envoyé" });
    const list = await user.leadCall.list({ leadId });
    expect(
      list
        .map((call) => call.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(
      list.every((call, index) => index === 0 || (list[index - 1]?.createdAt ?? "") >= call.createdAt),
    ).toBe(true);
  });

  it("refuses an empty comment, an unknown type and an unknown lead", async () => {
    const user = await t.caller("user");
    expect(await rejection(user.leadCall.create({ leadId, callType: "OTHER", comment: "   " }))).toEqual({
      code: "BAD_REQUEST",
      message: "Le commentaire est obligatoire",
    });
    expect(
      (await rejection(user.leadCall.create({ leadId, callType: "FAX" as never, comment: "x" }))).code,
    ).toBe("BAD_REQUEST");
    expect(
      await rejection(user.leadCall.create({ leadId: 999_999, callType: "OTHER", comment: "x" })),
    ).toEqual({
      code: "NOT_FOUND",
      message: "Ce lead est introuvable",
    });
  });

  it("lets only the author edit a comment", async () => {
    const user = await t.caller("user");
    const call = await user.leadCall.create({ leadId, callType: "OTHER", comment: "Premier jet" });
    const edited = await user.leadCall.update({
      id: call.id,
      comment: "Version corrigée",
      callType: "OUTGOING_CALL",
    });
    expect(edited).toMatchObject({ comment: "Version corrigée", callType: "OUTGOING_CALL" });
    const chef = await t.caller("chef");
    expect(await rejection(chef.leadCall.update({ id: call.id, comment: "Pas à moi" }))).toEqual({
      code: "FORBIDDEN",
      message: "Seul l'auteur d'un commentaire peut le modifier",
    });
    expect((await rejection(user.leadCall.update({ id: call.id, comment: "" }))).message).toBe(
      "Le commentaire est obligatoire",
    );
  });

  it("deletes softly (isDeleted, deletedAt, deletedBy), by the author or a super admin only", async () => {
    const user = await t.caller("user");
    const mine = await user.leadCall.create({ leadId, callType: "OTHER", comment: "À supprimer" });
    const chef = await t.caller("chef");
    expect((await rejection(chef.leadCall.delete({ id: mine.id }))).code).toBe("FORBIDDEN");
    const deleted = await user.leadCall.delete({ id: mine.id });
    expect(deleted).toMatchObject({ isDeleted: true, deletedBy: { id: t.demo.userIds.user } });
    expect(deleted.deletedAt).not.toBeNull();
    const [row] = await t.handle.db.select().from(leadCalls).where(eq(leadCalls.id, mine.id));
    expect(row?.isDeleted).toBe(true);
    expect((await user.leadCall.list({ leadId })).map((call) => call.id)).not.toContain(mine.id);
    expect(await rejection(user.leadCall.update({ id: mine.id, comment: "Trop tard" }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cet échange a été supprimé",
    });
    const other = await chef.leadCall.create({ leadId, callType: "OTHER", comment: "Du chef" });
    const admin = await t.caller("admin");
    expect((await admin.leadCall.delete({ id: other.id })).deletedBy?.id).toBe(t.demo.userIds.admin);
  });
});
