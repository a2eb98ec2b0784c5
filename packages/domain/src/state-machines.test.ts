import { describe, expect, it } from "vitest";
import { INVOICE_MACHINE, selectableInvoiceStates } from "./billing/invoice-states";
import { CREDIT_MACHINE } from "./money-in/credit-notes";
import { SUPPLIER_INVOICE_MACHINE } from "./money-out/supplier-invoices";
import { QUOTATION_MACHINE } from "./proposals/quotations";
import { LEAD_STATUS_MACHINE } from "./sales/lead-rules";
import { RECOMMENDATION_MACHINE } from "./sales/recommendations";
import { DomainError } from "./shared/errors";
import {
  assertState,
  assertTransition,
  type BadgeColor,
  canTransition,
  isState,
  type StateMachine,
  stateOptions,
  statesOf,
} from "./shared/state-machine";
import { INITIAL_LEAVE_STATE, LEAVE_MACHINE } from "./work/leave-states";
import { PROJECT_MACHINE } from "./work/project-states";
import { initialProjectState } from "./work/projects";

interface Case {
  machine: StateMachine<string>;
  initial: string;
  terminal: string[];
}
const MACHINES: Record<string, Case> = {
  lead: { machine: LEAD_STATUS_MACHINE, initial: "LEAD_STATUS_UNREAD", terminal: [] },
  leave: { machine: LEAVE_MACHINE, initial: INITIAL_LEAVE_STATE, terminal: [] },
  invoice: { machine: INVOICE_MACHINE, initial: "STATE_CREATED", terminal: [] },
  quotation: {
    machine: QUOTATION_MACHINE,
    initial: "QUOTATION_STATE_DRAFT",
    terminal: ["QUOTATION_STATE_DONE"],
  },
  credit: { machine: CREDIT_MACHINE, initial: "CREDIT_STATE_CREATED", terminal: [] },
  supplierInvoice: {
    machine: SUPPLIER_INVOICE_MACHINE,
    initial: "STATE_PENDING",
    terminal: [],
  },
  recommendation: { machine: RECOMMENDATION_MACHINE, initial: "RECO_STATE_DRAFT", terminal: [] },
  project: { machine: PROJECT_MACHINE, initial: initialProjectState(true), terminal: [] },
};
const COLORS: BadgeColor[] = ["success", "danger", "warning", "info", "primary", "dark", "secondary", "paid"];

/** The states reached from `from` by allowed moves, found by trying every move. */
function reachable(machine: StateMachine<string>, from: string): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of statesOf(machine)) {
      if (!seen.has(next) && canTransition(machine, state, next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const forbidden = (from: string, to: string) =>
  expect.objectContaining({
    code: "TRANSITION_FORBIDDEN",
    kind: "rule",
    message: `Passage de « ${from} » à « ${to} » impossible`,
  });

describe.each(Object.entries(MACHINES))("the %s state machine", (_, { machine, initial, terminal }) => {
  it("reaches every state from the initial one, and each state shows a French label and a badge", () => {
    expect([...reachable(machine, initial)].sort()).toEqual(statesOf(machine).sort());
    for (const state of statesOf(machine)) {
      expect(machine.labels[state]).toMatch(/\S/);
      expect(COLORS).toContain(machine.colors[state]);
      expect(() => assertTransition(machine, state, state)).not.toThrow();
    }
  });

  it("never leaves a final state, and refuses moves to states it does not know", () => {
    for (const end of terminal) {
      expect(reachable(machine, end)).toEqual(new Set([end]));
      for (const other of statesOf(machine).filter((state) => state !== end)) {
        expect(() => assertTransition(machine, end, other)).toThrow(
          forbidden(machine.labels[end] ?? "", machine.labels[other] ?? ""),
        );
      }
    }
    expect(() => assertTransition(machine, initial, "STATE_NOPE")).toThrow(
      expect.objectContaining({ kind: "invalid", message: "L'état « STATE_NOPE » n'existe pas" }),
    );
  });
});

describe("moves worked out from the spec", () => {
  it("walks a quotation from draft to done through invoicing, and never invoices a draft", () => {
    const path = [
      "QUOTATION_STATE_DRAFT",
      "QUOTATION_STATE_SEND",
      "QUOTATION_STATE_ACCEPTED",
      "QUOTATION_STATE_BILLED",
      "QUOTATION_STATE_IN_BILLED",
      "QUOTATION_STATE_PAID",
      "QUOTATION_STATE_DONE",
    ] as const;
    path.slice(1).forEach((to, step) => {
      expect(() => assertTransition(QUOTATION_MACHINE, path[step] ?? to, to)).not.toThrow();
    });
    expect(() =>
      assertTransition(QUOTATION_MACHINE, "QUOTATION_STATE_DRAFT", "QUOTATION_STATE_BILLED"),
    ).toThrow(forbidden("Brouillon", "Facturé"));
  });

  it("never takes a numbered invoice or credit note back to draft", () => {
    for (const state of statesOf(INVOICE_MACHINE).filter((s) => s !== "STATE_CREATED")) {
      expect(() => assertTransition(INVOICE_MACHINE, state, "STATE_CREATED")).toThrow(
        forbidden(INVOICE_MACHINE.labels[state], "En cours"),
      );
    }
    expect(() => assertTransition(INVOICE_MACHINE, "STATE_CREATED", "STATE_PAID")).toThrow(
      forbidden("En cours", "Réglée"),
    );
    expect(() => assertTransition(CREDIT_MACHINE, "CREDIT_STATE_USED", "CREDIT_STATE_CREATED")).toThrow(
      forbidden("Utilisé", "En cours de création"),
    );
    expect(() =>
      assertTransition(CREDIT_MACHINE, "CREDIT_STATE_CREATED", "CREDIT_STATE_VALIDATED"),
    ).not.toThrow();
  });

  it("offers in the invoice select exactly the states the machine allows", () => {
    for (const saved of statesOf(INVOICE_MACHINE)) {
      const allowed = statesOf(INVOICE_MACHINE).filter((to) => canTransition(INVOICE_MACHINE, saved, to));
      expect([...selectableInvoiceStates(saved)].sort()).toEqual(allowed.sort());
    }
  });

  it("never puts a lead back to unread once read", () => {
    expect(() =>
      assertTransition(LEAD_STATUS_MACHINE, "LEAD_STATUS_UNREAD", "LEAD_STATUS_NEW"),
    ).not.toThrow();
    expect(() => assertTransition(LEAD_STATUS_MACHINE, "LEAD_STATUS_NEW", "LEAD_STATUS_UNREAD")).toThrow(
      forbidden("1er contact", "Non lus"),
    );
  });
});

describe("state machine helpers", () => {
  it("checks states read from outside", () => {
    expect(assertState(LEAVE_MACHINE, "STATE_ACCEPTED")).toBe("STATE_ACCEPTED");
    expect(() => assertState(LEAVE_MACHINE, "toString")).toThrow(DomainError);
    expect(isState(LEAVE_MACHINE, 3)).toBe(false);
    expect(stateOptions(LEAVE_MACHINE)[0]).toEqual({ value: "STATE_STAND_BY", label: "En attente" });
  });
});
