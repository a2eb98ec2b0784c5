import { toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchModule } from "../../src/modules/support/search";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { insertSearchScenario } from "./search-fixtures";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertSearchScenario>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [searchModule] });
  s = await insertSearchScenario(t.handle.db, {
    issuerA: t.demo.companyIds[0] ?? 0,
    issuerB: t.demo.companyIds[1] ?? 0,
    creatorId: t.demo.userIds.user,
    today: toParisDate(new Date()),
  });
}, 60_000);
afterAll(() => t?.close());

const find = async (who: DemoUser, q: string, kinds?: string) =>
  (await t.caller(who)).search.find({ q, ...(kinds ? { kinds } : {}) });

const groupOf = (answer: Awaited<ReturnType<typeof find>>, kind: string) =>
  answer.groups.find((group) => group.kind === kind);

describe("search.find", () => {
  it("finds an invoice by its number, with its client, amount, state and screen", async () => {
    const answer = await find("user", "FA-SRCH-2026-00007");
    expect(answer.hint).toBeNull();
    expect(answer.groups.map((group) => group.kind)).toEqual(["invoice"]);
    expect(groupOf(answer, "invoice")).toEqual({
      kind: "invoice",
      label: "Factures",
      more: false,
      listUrl: "/tronc-commun/admin/compta/invoice?q=FA-SRCH-2026-00007",
      hits: [
        expect.objectContaining({
          kind: "invoice",
          id: s.invoices.validated,
          number: "FA-SRCH-2026-00007",
          party: "Client liste SRCH",
          // 150,00 HT + 25,00 VAT (invoice-list-helpers, worked by hand)
          amountCents: 17_500,
          state: "Editée",
          url: `/tronc-commun/admin/compta/invoice/${s.invoices.validated}`,
        }),
      ],
    });
  });

  it("finds a client by a fragment of its SIRET", async () => {
    const answer = await find("user", "2932000");
    expect(groupOf(answer, "client")?.hits).toEqual([
      expect.objectContaining({
        id: s.clientId,
        title: "Brasserie Quetzal",
        number: "73282932000074",
        url: `/tronc-commun/admin/companies/${s.clientId}`,
      }),
    ]);
  });

  it("finds a task by a word of its title, its project named", async () => {
    const answer = await find("chef", "chapiteau");
    expect(answer.groups.map((group) => group.kind)).toEqual(["task"]);
    expect(groupOf(answer, "task")?.hits).toEqual([
      expect.objectContaining({
        id: s.taskId,
        title: "Monter le chapiteau",
        party: "Fête Quetzal",
        state: "Nouveau",
        url: `/tronc-commun/admin/task/${s.taskId}`,
      }),
    ]);
  });

  it("groups what one word finds in several kinds, in the box's order, accents aside", async () => {
    const answer = await find("compta", "quetzal");
    expect(answer.groups.map((group) => group.kind)).toEqual(["client", "project", "task", "charge"]);
    expect(groupOf(answer, "charge")?.hits).toEqual([
      expect.objectContaining({ id: s.chargeId, title: "Abonnement Quetzal", amountCents: 4_900 }),
    ]);
  });

  it("narrows to the kinds asked, given as a list or comma-separated", async () => {
    expect((await find("compta", "quetzal", "task,client")).groups.map((group) => group.kind)).toEqual([
      "client",
      "task",
    ]);
    const caller = await t.caller("compta");
    const answer = await caller.search.find({ q: "quetzal", kinds: ["project"] });
    expect(answer.groups.map((group) => group.kind)).toEqual(["project"]);
  });
});

describe("only what the person may read", () => {
  it("shows the charges to accounting only, even asked by their kind", async () => {
    for (const who of ["admin", "compta"] as const) {
      expect(groupOf(await find(who, "Abonnement Quetzal"), "charge")?.hits).toHaveLength(1);
    }
    for (const who of ["chef", "user"] as const) {
      expect((await find(who, "Abonnement Quetzal")).groups).toEqual([]);
      expect((await find(who, "Abonnement Quetzal", "charge")).groups).toEqual([]);
    }
  });

  it("shows the group's users to super admins only", async () => {
    const admin = groupOf(await find("admin", "compta@tronc.test"), "user");
    expect(admin?.hits).toEqual([
      expect.objectContaining({ id: t.demo.userIds.compta, detail: "compta@tronc.test", state: "Actif" }),
    ]);
    for (const who of ["compta", "chef", "user"] as const) {
      expect(groupOf(await find(who, "compta@tronc.test"), "user")).toBeUndefined();
    }
  });

  it("answers nobody signed in with 401", async () => {
    const response = await t.send("GET", "/api/search?q=quetzal", null);
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/search", () => {
  it("answers the same groups as the procedure", async () => {
    const response = await t.send("GET", "/api/search?q=quetzal&kinds=client,task", "user");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(await find("user", "quetzal", "client,task"))));
    expect(response.json().groups.map((group: { kind: string }) => group.kind)).toEqual(["client", "task"]);
  });

  it("answers a text of under 3 characters with nothing and a French hint", async () => {
    const response = await t.send("GET", "/api/search?q=fa", "user");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      q: "fa",
      hint: "Saisissez au moins 3 caractères pour rechercher",
      groups: [],
    });
  });

  it.each([
    ["1,000 characters", `q=${"a".repeat(1_000)}`, "La recherche ne peut pas dépasser 200 caractères"],
    [
      "only punctuation",
      `q=${encodeURIComponent("?!... --- ;;")}`,
      "Saisissez des lettres ou des chiffres à rechercher",
    ],
    ["only spaces", "q=%20%20%20", "Saisissez des lettres ou des chiffres à rechercher"],
    [
      "a kind that does not exist",
      "q=quetzal&kinds=client,facture",
      "Le type « facture » ne se recherche pas (types possibles : lead, client, contact, quotation, invoice, credit-note, supplier-invoice, supplier, purchase-order, project, task, material, charge, user)",
    ],
  ])("refuses %s with a French 400", async (_case, query, message) => {
    const response = await t.send("GET", `/api/search?${query}`, "user");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ "hydra:description": message });
  });
});
