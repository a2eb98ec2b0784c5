import type { AppRouter } from "@tronc/api/router";
import { createTRPCReact, type inferReactQueryProcedureOptions } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

/** The typed API: `trpc.lead.list.useQuery(input)`, `trpc.lead.update.useMutation()`. Provider: api-provider.tsx. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;
export type SessionUser = NonNullable<RouterOutputs["session"]["current"]>;
