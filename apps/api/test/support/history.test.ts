import { auditLog, users } from "@tronc/db";
import { MESSAGES } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { insertPayableInvoice } from "../money-in/payments/payment-helpers";
import { insertLeadWithClient } from "../proposals/proposal-fixtures";
import { newQuotationAs } from "../proposals/quotations-helpers";

// What Intl fr-FR writes: a narrow no-break space between thousands, a no-break space before €.
const NNBSP = "\u202f";
const NBSP = "\u00a0";

interface HistoryBody {
  items: {
    at: string;
    by: { id: number; name: string } | null;
    byName: string;
    label: string;
    text: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

let t: TestApp;
let issuerId: number;

beforeAll(async () => {
  t = await createTestApp();
  issuerId = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

async function nameOf(who: DemoUser): Promise<string> {
  const [row] = await t.handle.db.select().from(users).where(eq(users.id, t.demo.userIds[who]));
  return `${row?.name} ${row?.lastname}`.trim();
}

const get = (url: string, who: DemoUser | null) => t.send("GET", url, who);
const description = (body: string) =>
  (JSON.parse(body) as { "hydra:description": string })["hydra:description"];

async function insertRows(
  entityType: string,
  entityId: number,
  rows: {
    field: string;
    fromValue: string | null;
    toValue: string | null;
    details?: unknown;
    userId?: number | null;
    at: string;
  }[],
) {
  await t.handle.db.insert(auditLog).values(
    rows.map((row) => ({
      entityType,
      entityId,
      field: row.field,
      fromValue: row.fromValue,
      toValue: row.toValue,
      details: row.details ?? null,
      userId: row.userId ?? null,
      createdAt: new Date(row.at),
    })),
  );
}

describe("a record's history", () => {
  it("shows a quotation's state changed through the service, in French, with who and when", async () => {
    const { user, id, recommendationId } = await newQuotationAs(t, issuerId);
    await user.recommendation.setState({ id: recommendationId, state: "RECO_STATE_SEND" });
    const response = await get(`/api/history/quotation/${id}`, "user");
    expect(response.statusCode).toBe(200);
    const body = response.json() as HistoryBody;
    expect(body.total).toBe(1);
    const [entry] = body.items;
    expect(entry).toMatchObject({
      label: "Statut",
      text: "Statut : Brouillon → Envoyé",
      by: { id: t.demo.userIds.user, name: await nameOf("user") },
      byName: await nameOf("user"),
    });
    expect(Date.now() - Date.parse(entry?.at ?? "")).toBeLessThan(60_000);
    // The same through tRPC, for a colleague who may read the quotation.
    const chef = await t.caller("chef");
    const page = await chef.history.list({ kind: "quotation", id });
    expect(page.items.map((item) => item.text)).toEqual(["Statut : Brouillon → Envoyé"]);
  });

  it("formats the rows of every field, newest first, and names the system when nobody is known", async () => {
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuerId);
    const compta = t.demo.userIds.compta;
    await insertRows("invoice", invoiceId, [
      {
        field: "invoiceDate",
        fromValue: "2026-03-01",
        toValue: "2026-03-12",
        userId: compta,
        at: "2026-03-12T09:00:00Z",
      },
      {
        field: "state",
        fromValue: "STATE_VALIDATED",
        toValue: "STATE_SEND",
        userId: compta,
        at: "2026-03-12T10:00:00Z",
      },
      {
        field: "line",
        fromValue: null,
        toValue: `2 × 150,00${NBSP}€`,
        details: { action: "added", lineId: 7, label: "Location salle" },
        userId: compta,
        at: "2026-03-12T11:00:00Z",
      },
      { field: "amountLeftCents", fromValue: "123456", toValue: "0", at: "2026-03-12T12:00:00Z" },
      { field: "confirmed", fromValue: "false", toValue: "true", userId: compta, at: "2026-03-12T12:00:00Z" },
      { field: "companyId", fromValue: null, toValue: "999999", userId: compta, at: "2026-03-12T08:00:00Z" },
    ]);
    const body = (await get(`/api/history/invoice/${invoiceId}`, "user")).json() as HistoryBody;
    const comptaName = await nameOf("compta");
    expect(body.items.map((item) => [item.byName, item.text])).toEqual([
      // Same instant: the row written last first.
      [comptaName, "Confirmée : non → oui"],
      ["Système", `Reste à payer : 1${NNBSP}234,56${NBSP}€ → 0,00${NBSP}€`],
      [comptaName, `Ligne ajoutée : Location salle (2 × 150,00${NBSP}€)`],
      [comptaName, "Statut : Editée → Envoyée"],
      [comptaName, "Date de facture : 1 mars 2026 → 12 mars 2026"],
      [comptaName, "Client : — → n° 999999"],
    ]);
    expect(body.items[1]?.by).toBeNull();
  });

  it("names the people a lead's owner and assignee point at", async () => {
    const { leadId } = await insertLeadWithClient(t.handle.db, { issuerId });
    const { admin, chef } = t.demo.userIds;
    await insertRows("lead", leadId, [
      { field: "ownerId", fromValue: null, toValue: String(chef), userId: admin, at: "2026-03-12T13:32:00Z" },
      {
        field: "leadLevel",
        fromValue: "LEAD_COLD",
        toValue: "LEAD_HOT",
        userId: chef,
        at: "2026-03-12T13:33:00Z",
      },
      {
        field: "callbackAt",
        fromValue: null,
        toValue: "2026-03-12T13:32:00.000Z",
        userId: chef,
        at: "2026-03-12T13:34:00Z",
      },
    ]);
    const body = (await get(`/api/history/lead/${leadId}`, "user")).json() as HistoryBody;
    expect(body.items.map((item) => item.text)).toEqual([
      "Rappel : — → 12 mars 2026 à 14 h 32",
      "Niveau : Lead Froid → Lead Chaud",
      `Responsable : — → ${await nameOf("chef")}`,
    ]);
  });

  it("pages the changes, 20 by default, newest first across pages", async () => {
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuerId);
    await insertRows(
      "invoice",
      invoiceId,
      Array.from({ length: 25 }, (_, index) => ({
        field: "title",
        fromValue: `Titre ${index}`,
        toValue: `Titre ${index + 1}`,
        at: `2026-01-01T00:${String(index).padStart(2, "0")}:00Z`,
      })),
    );
    const first = (await get(`/api/history/invoice/${invoiceId}`, "user")).json() as HistoryBody;
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([25, 1, 20, 20]);
    expect(first.items[0]?.text).toBe("Titre : Titre 24 → Titre 25");
    const second = (await get(`/api/history/invoice/${invoiceId}?page=2`, "user")).json() as HistoryBody;
    expect(second.items.map((item) => item.text)).toEqual([
      "Titre : Titre 4 → Titre 5",
      "Titre : Titre 3 → Titre 4",
      "Titre : Titre 2 → Titre 3",
      "Titre : Titre 1 → Titre 2",
      "Titre : Titre 0 → Titre 1",
    ]);
    const small = (
      await get(`/api/history/invoice/${invoiceId}?page=3&pageSize=10`, "user")
    ).json() as HistoryBody;
    expect(small.items.map((item) => item.text)).toEqual([
      "Titre : Titre 4 → Titre 5",
      "Titre : Titre 3 → Titre 4",
      "Titre : Titre 2 → Titre 3",
      "Titre : Titre 1 → Titre 2",
      "Titre : Titre 0 → Titre 1",
    ]);
    const beyond = (await get(`/api/history/invoice/${invoiceId}?page=9`, "user")).json() as HistoryBody;
    expect([beyond.total, beyond.items.length]).toEqual([25, 0]);
  });

  it("shows nothing of another record of the same number or of another kind", async () => {
    const { leadId } = await insertLeadWithClient(t.handle.db, { issuerId });
    await insertRows("project", leadId, [
      { field: "state", fromValue: null, toValue: "STATE_LEAD", at: "2026-01-01T00:00:00Z" },
    ]);
    await insertRows("lead", leadId + 100_000, [
      { field: "subject", fromValue: "a", toValue: "b", at: "2026-01-01T00:00:00Z" },
    ]);
    const body = (await get(`/api/history/lead/${leadId}`, "user")).json() as HistoryBody;
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
  });
});

describe("who may read a history", () => {
  it("lets whoever may read a lead, a quotation or an invoice read its history; nobody signed in gets 401", async () => {
    const { leadId } = await insertLeadWithClient(t.handle.db, { issuerId });
    const { id: quotationId } = await newQuotationAs(t, issuerId);
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuerId);
    for (const url of [
      `/api/history/lead/${leadId}`,
      `/api/history/quotation/${quotationId}`,
      `/api/history/invoice/${invoiceId}`,
    ]) {
      for (const who of ["admin", "compta", "chef", "user"] as const) {
        expect((await get(url, who)).statusCode, `${who} ${url}`).toBe(200);
      }
      const anonymous = await get(url, null);
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it("keeps a user's history to super admins and a charge's to accounting, as their records", async () => {
    const userUrl = `/api/history/user/${t.demo.userIds.chef}`;
    expect((await get(userUrl, "admin")).statusCode).toBe(200);
    for (const who of ["compta", "chef", "user"] as const) {
      const refused = await get(userUrl, who);
      expect(refused.statusCode, who).toBe(403);
      expect(description(refused.body)).toBe("Vous n'avez pas les droits pour cette action.");
    }
    const caller = await t.caller("user");
    await expect(caller.history.list({ kind: "user", id: t.demo.userIds.chef })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const compta = await t.caller("compta");
    const charges = await compta.charge.search({});
    const chargeId = charges.items[0]?.id;
    expect(chargeId).toBeDefined();
    expect((await get(`/api/history/charge/${chargeId}`, "compta")).statusCode).toBe(200);
    expect((await get(`/api/history/charge/${chargeId}`, "user")).statusCode).toBe(403);
  });

  it("answers a record that does not exist as reading it does: 404 in French", async () => {
    for (const [kind, message] of [
      ["quotation", MESSAGES.QUOTATION_NOT_FOUND],
      ["invoice", MESSAGES.INVOICE_NOT_FOUND],
      ["lead", MESSAGES.LEAD_NOT_FOUND],
      ["user", MESSAGES.USER_NOT_FOUND],
    ] as const) {
      const response = await get(`/api/history/${kind}/999999`, "admin");
      expect(response.statusCode, kind).toBe(404);
      expect(description(response.body)).toBe(message);
    }
  });
});

describe("bad input", () => {
  it("refuses an unknown kind, an id that is not one and a page out of range, in French, with a 4xx", async () => {
    const cases: [string, number, string][] = [
      ["/api/history/facture/1", 400, "Type de fiche inconnu : « facture »"],
      ["/api/history/quotation/abc", 400, "La fiche doit être un identifiant numérique."],
      ["/api/history/quotation/0", 400, "La fiche doit être un identifiant numérique."],
      ["/api/history/quotation/99999999999", 400, "La fiche"],
      ["/api/history/quotation/1?page=0", 400, "La page doit être au moins 1."],
      ["/api/history/quotation/1?page=x", 400, "La page doit être un nombre entier."],
      ["/api/history/quotation/1?page=100001", 400, "La page doit être au plus"],
      ["/api/history/quotation/1?pageSize=101", 400, "La taille de page doit être au plus 100."],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(url, "user");
      expect(response.statusCode, url).toBe(status);
      expect(description(response.body), url).toContain(message);
    }
    const caller = await t.caller("user");
    await expect(caller.history.list({ kind: "nope" as never, id: 1 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Types possibles : lead, client, contact, quotation"),
    });
  });
});
