import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { type ReactNode, useState } from "react";
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

/** tRPC + TanStack Query for the whole app. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
