import { describe, expect, it } from "vitest";
import { appRouter } from "../src/trpc/app-router";
import type { Meta } from "../src/trpc/trpc";

const policies = new Set(["public", "authed", "superAdmin", "accounting", "finance", "alertReader"]);

describe("every procedure declares its permission", () => {
  const procedures = Object.entries(appRouter._def.procedures) as unknown as [
    string,
    { _def: { meta?: Meta } },
  ][];

  it("there are procedures to check", () => {
    expect(procedures.length).toBeGreaterThan(0);
  });

  it.each(procedures)("%s has a policy", (_path, procedure) => {
    expect(policies.has(procedure._def.meta?.policy ?? "none")).toBe(true);
  });

  it("only the session lookup and the client's delivery report link (by its token) are public", () => {
    const publicOnes = procedures.filter(([, p]) => p._def.meta?.policy === "public").map(([path]) => path);
    expect(publicOnes.sort()).toEqual([
      "deliveryReport.answer",
      "deliveryReport.publicView",
      "session.current",
    ]);
  });
});
