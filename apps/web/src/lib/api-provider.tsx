import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AppRouter } from "@tronc/api/router";
import { httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { trpcErrorCode } from "./api-error";
import { redirectToLogin } from "./session-redirect";
import { trpc } from "./trpc";

function onApiError(queryClient: QueryClient) {
  return (error: unknown) => {
    if (trpcErrorCode(error) !== "UNAUTHORIZED") return;
    // The session ended (expired, signed out elsewhere): forget what we knew and ask to sign in again.
    queryClient.clear();
    redirectToLogin();
  };
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onApiError(queryClient)(error) }),
    mutationCache: new MutationCache({ onError: (error) => onApiError(queryClient)(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const code = trpcErrorCode(error);
          if (code && code !== "INTERNAL_SERVER_ERROR") return false;
          return failureCount < 2;
        },
      },
    },
  });
  return queryClient;
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        fetch: (url, options) => fetch(url, { ...options, credentials: "same-origin" }),
      }),
    ],
  });
}

/** What a route loader uses to start its queries: the same keys as the screen's hooks. */
export type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export interface Api {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  utils: QueryUtils;
}

/** One per page load, created before React renders so that a route can start its data at once. */
export function createApi(): Api {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  return { queryClient, trpcClient, utils: createTRPCQueryUtils({ queryClient, client: trpcClient }) };
}

const QueryUtilsContext = createContext<QueryUtils | null>(null);

/** The route loaders' query utils (inside ApiProvider). */
export function useQueryUtils(): QueryUtils {
  const utils = useContext(QueryUtilsContext);
  if (!utils) throw new Error("useQueryUtils() hors de ApiProvider");
  return utils;
}

/** tRPC + TanStack Query for the whole app. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return (
    <trpc.Provider client={api.trpcClient} queryClient={api.queryClient}>
      <QueryClientProvider client={api.queryClient}>
        <QueryUtilsContext.Provider value={api.utils}>{children}</QueryUtilsContext.Provider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
