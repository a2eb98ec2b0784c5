import { describe, expect, it } from "vitest";
import { hydraRoutes } from "../src/modules";

/**
 * Issue 25, item 4: a field a resource's PUT writes is written by its POST too. Built from the route
 * table, so a new resource is covered without touching this file. A field that a POST genuinely does
 * not take is listed here with the reason; anything else missing from a POST fails. That each field
 * a POST takes is then honoured (reads back on GET) is hydra-post-round-trip.test.ts.
 */
const NOT_ON_POST: Record<string, Record<string, string>> = {
  "/api/tronc-commun/tronc_commun_leads": {
    brief: "the lead's follow-up, written once the lead exists (spec §lead creation chain)",
    leadLevel: "set by taking the lead in charge, not at its creation",
    leadStatus: "a new lead is LEAD_STATUS_UNREAD; the status moves by its own actions",
    owner: "set by taking charge of an unowned lead (decisions: a lead's owner)",
    userAssigned: "assigned after creation by its owner",
    callbackAt: "a callback is planned on an existing lead",
    callbackSubject: "a callback is planned on an existing lead",
    callbackUser: "a callback is planned on an existing lead",
    attachments: "files are attached to an existing lead",
  },
  "/api/tronc-commun/tronc_commun_calls": { isDeleted: "soft delete of an existing call" },
  "/api/tronc-commun/tronc_commun_delivery_reports": { isBilled: "set when the report is billed" },
  "/api/compta/recommandations": {
    validAt: "given when the recommendation is sent",
    state: "a state moves by its own action (send, accept, refuse)",
    refusedStatus: "given when the recommendation is refused",
    projectManager: "chosen once the recommendation is accepted",
    document: "the signed document is uploaded on an existing recommendation",
  },
  "/api/compta/invoices": Object.fromEntries([
    ["confirm", "confirms a validation, which a new draft never is"],
    ...["reference", "totalHT", "totalTVA", "totalTTC"].map((field) => [
      field,
      "read-only: checked unchanged on PUT",
    ]),
  ]),
  "/api/compta/credits": Object.fromEntries([
    ["state", "a new credit note is a draft; validation is its own step"],
    ["confirmed", "confirms a validation, which a new draft never is"],
    ["confirm", "confirms a validation, which a new draft never is"],
    ...["reference", "type", "totalHT", "totalTVA", "totalTTC"].map((field) => [
      field,
      "read-only: checked unchanged on PUT",
    ]),
  ]),
  "/api/compta/purchase_orders": {
    state: "a new purchase order is a draft; its state moves by its own actions",
  },
  "/api/compta/supplier_invoices": {
    state: "a new supplier invoice is a draft; its state moves by its own actions",
  },
  "/api/compta/supplier_invoice_purchase_orders": { confirmed: "confirms a change of an existing link" },
  "/compta/supplier_invoice_products": { paid: "declared paid on an existing line" },
  "/api/compta/financial-forecast/charges": { isActive: "a new charge is active; deactivating is a change" },
  "/api/compta/financial-forecast/items": {
    realDay: "declaring a line paid is a later action on an existing line",
    isReal: "declaring a line paid is a later action on an existing line",
    scope: "'this value only' or 'from then on' chooses how a charge's occurrence is edited",
    deactivateCharge: "switching the charge off from an occurrence edits the charge behind it",
  },
  "/api/tronc-commun/tronc_commun_alerts": {
    state: "an alert is raised open; read and done are later actions",
    readBy: "who read it, once read",
    doneAt: "when it was done, once done",
  },
};

const shapeKeys = (body: unknown): string[] =>
  body && typeof body === "object" && "shape" in body ? Object.keys((body as { shape: object }).shape) : [];

const resources = hydraRoutes
  .filter((route) => route.method === "PUT" && route.doc?.body)
  .map((put) => {
    const path = put.path.replace(/\/:id$/, "");
    const post = hydraRoutes.find(
      (route) => route.method === "POST" && route.path === path && route.doc?.body,
    );
    return { path, put: shapeKeys(put.doc?.body), post: post ? shapeKeys(post.doc?.body) : null };
  })
  .filter((resource): resource is { path: string; put: string[]; post: string[] } => resource.post !== null);

describe("every field a PUT writes is honoured by the POST of the same resource", () => {
  it("the table has resources with both", () => {
    expect(resources.length).toBeGreaterThan(20);
  });

  it.each(resources.map((resource) => [resource.path, resource] as const))("%s", (_path, resource) => {
    const allowed = NOT_ON_POST[resource.path] ?? {};
    const dropped = resource.put.filter((field) => !resource.post.includes(field) && !(field in allowed));
    expect(dropped).toEqual([]);
    // A reason is kept only while it holds: for a field the PUT writes and the POST does not take.
    const stale = Object.keys(allowed).filter(
      (field) => resource.post.includes(field) || !resource.put.includes(field),
    );
    expect(stale).toEqual([]);
  });

  it("every resource with reasons is in the table", () => {
    const paths = resources.map((resource) => resource.path);
    expect(Object.keys(NOT_ON_POST).filter((path) => !paths.includes(path))).toEqual([]);
  });
});
