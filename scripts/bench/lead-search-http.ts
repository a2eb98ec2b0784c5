import type { AddressInfo } from "node:net";
import { type buildServer, DEMO_PASSWORD } from "@tronc/api";

type Server = Awaited<ReturnType<typeof buildServer>>;

export interface HttpTarget {
  label: string;
  /** Path and query string, answered 200 to a signed-in admin. */
  path: string;
}

/** Requests per second at `concurrency` connections for `seconds`, the targets in turn (same load). */
export async function measureHttp(
  app: Server,
  targets: HttpTarget[],
  { seconds, concurrency, rounds }: { seconds: number; concurrency: number; rounds: number },
): Promise<{ label: string; perSecond: number }[]> {
  const signIn = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: "admin@tronc.test", password: DEMO_PASSWORD },
  });
  const session = signIn.cookies.find((c) => c.name === "tc_session");
  if (!session) throw new Error(`connexion refusée : ${signIn.body}`);
  const cookie = `tc_session=${session.value}`;
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const served = targets.map(() => ({ count: 0, ms: 0 }));
  // Alternate short slices so that both sides share the machine's load of the moment.
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const url = `http://127.0.0.1:${port}${target.path}`;
      const started = performance.now();
      let count = 0;
      const worker = async () => {
        while (performance.now() - started < (seconds * 1000) / rounds) {
          const response = await fetch(url, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${target.path} a répondu ${response.status}`);
          count++;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const slot = served[index];
      if (slot) {
        slot.count += count;
        slot.ms += performance.now() - started;
      }
    }
  }
  return targets.map((target, index) => {
    const slot = served[index] ?? { count: 0, ms: 1 };
    return { label: target.label, perSecond: (slot.count * 1000) / slot.ms };
  });
}

/** The tRPC GET the lead list screen sends. */
export const trpcSearchPath = (input: Record<string, unknown>) =>
  `/trpc/lead.search?input=${encodeURIComponent(JSON.stringify(input))}`;
