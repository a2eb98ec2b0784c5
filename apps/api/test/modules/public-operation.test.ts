import type { Db } from "@tronc/db";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { SessionUser } from "../../src/auth/session-user";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { PATHS } from "../../src/hydra/paths";
import { QueryReader } from "../../src/hydra/query";
import { wireType } from "../../src/hydra/resource";
import { defineContract } from "../../src/modules/resource/contract";
import { defineResource } from "../../src/modules/resource/define-resource";
import type { PublicServiceContext } from "../../src/services/shared/context";
import type { AppCaller } from "../../src/trpc/caller";
import type { Context } from "../../src/trpc/context";
import { createCallerFactory, router } from "../../src/trpc/trpc";

/**
 * A module's operation of policy 'public' (the session's lookup, the client's delivery report by its
 * link): no door, nobody signed in included, and its service gets the public context (the user when
 * there is one, the client's address); its neighbour of policy 'authed' still answers 401.
 */
const contract = defineContract({
  name: "publicProbe",
  operations: {
    whoAmI: { type: "query", policy: "public", input: z.object({ token: z.string().max(20) }) },
    mine: { type: "query", policy: "authed" },
  },
  messages: [],
});

const seen = (ctx: PublicServiceContext, input: { token: string }) =>
  Promise.resolve({ user: ctx.user?.id ?? null, ip: ctx.ip, token: input.token });

const probe = defineResource(
  contract,
  { whoAmI: seen, mine: (ctx) => Promise.resolve(ctx.user.id) },
  {
    hydra: {
      wire: wireType("Probe", PATHS.tasks, (row: { id: number }) => ({ id: row.id })),
      lists: [
        { operation: "whoAmI", input: (query) => ({ token: query.string("token") }), answer: () => [] },
      ],
    },
  },
);

const appRouter = router({ publicProbe: probe.procedures });
const callerOf = (user: SessionUser | null) =>
  createCallerFactory(appRouter)({
    db: {} as Db,
    storage: localFolderStorage(""),
    maxUploadBytes: 0,
    addressLookup: { search: async () => [] },
    now: () => new Date("2026-01-01T00:00:00Z"),
    user,
    ip: "203.0.113.7",
  } satisfies Context);

const someone = { id: 7 } as SessionUser;

describe("a public operation of a module", () => {
  it("is declared public and lets nobody in, with the client's address", async () => {
    expect((probe.procedures.whoAmI._def.meta as { policy: string }).policy).toBe("public");
    await expect(callerOf(null).publicProbe.whoAmI({ token: "abc" })).resolves.toEqual({
      user: null,
      ip: "203.0.113.7",
      token: "abc",
    });
  });

  it("hands over the signed-in user when there is one", async () => {
    await expect(callerOf(someone).publicProbe.whoAmI({ token: "abc" })).resolves.toMatchObject({ user: 7 });
  });

  it("still reads its input with the contract's schema", async () => {
    await expect(callerOf(null).publicProbe.whoAmI({ token: "x".repeat(21) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("leaves its neighbours' doors shut", async () => {
    await expect(callerOf(null).publicProbe.mine()).rejects.toBeInstanceOf(TRPCError);
    await expect(callerOf(someone).publicProbe.mine()).resolves.toBe(7);
  });

  it("has no door on its Hydra row either", async () => {
    const [list] = probe.hydraRoutes;
    const caller = callerOf(null) as unknown as AppCaller;
    const request = { params: {}, query: new QueryReader({ token: "abc" }), body: {}, user: null };
    await expect(list?.handle(caller, request)).resolves.toMatchObject({ "hydra:totalItems": 0 });
  });
});
