import type { MessageCode } from "@tronc/domain";
import type { SessionUser } from "../auth/session-user";
import { QueryReader } from "../hydra/query";
import type { HydraRequest, HydraRoute } from "../hydra/route";
import type { AppCaller } from "../trpc/caller";
import type { RouteDoc } from "./route-doc";

/** One query parameter a route reads, as its QueryReader call says. */
export interface QueryParameter {
  name: string;
  kind: "string" | "int" | "bool" | "list" | "ref" | "page" | "zeroBasedPage" | "maxResults";
  /** ref: the collection path; maxResults: default and cap. */
  collection?: string;
  defaultSize?: number;
  cap?: number;
}

export interface RouteProbe {
  /** The tRPC procedures the route calls (`router.procedure`), in call order. */
  procedures: string[];
  query: QueryParameter[];
}

class ProbeStop extends Error {}

/** A QueryReader of an empty query string that writes down each parameter a route asks for. */
class RecordingQuery extends QueryReader {
  readonly read: QueryParameter[] = [];
  constructor() {
    super({});
  }
  private note(parameter: QueryParameter) {
    if (!this.read.some((seen) => seen.name === parameter.name)) this.read.push(parameter);
  }
  override string(name: string) {
    this.note({ name, kind: "string" });
    return undefined;
  }
  override int(name: string) {
    this.note({ name, kind: "int" });
    return undefined;
  }
  override bool(name: string) {
    this.note({ name, kind: "bool" });
    return undefined;
  }
  override list(name: string) {
    this.note({ name, kind: "list" });
    return [];
  }
  override ref(name: string, collection: string | readonly string[]) {
    this.note({ name, kind: "ref", collection: [collection].flat().join(", ") });
    // As if given: a list that answers nothing without its parent still reaches its procedure.
    return 1;
  }
  override page() {
    this.note({ name: "page", kind: "page" });
    return 1;
  }
  override zeroBasedPage(_invalid: MessageCode) {
    this.note({ name: "page", kind: "zeroBasedPage" });
    return 1;
  }
  override maxResults(defaultSize: number, cap = 500) {
    this.note({ name: "maxResults", kind: "maxResults", defaultSize, cap });
    return defaultSize;
  }
}

/** Calls after which the dry run stops a route (a loop over answers would otherwise go on). */
const MAX_CALLS = 12;

/**
 * What a procedure answers in the dry run: any property, call or iteration gives a value again, so that
 * the route goes on to its next procedure; a number where one is computed; never a thenable.
 */
const anything: unknown = new Proxy(() => undefined, {
  get(_target, key) {
    if (key === "then") return undefined;
    if (key === Symbol.toPrimitive) return () => 1;
    if (key === Symbol.iterator) return function* () {};
    if (typeof key === "symbol") return undefined;
    return anything;
  },
  apply: () => anything,
});

/** A caller whose every procedure writes its path down and answers `anything`. */
function recordingCaller(procedures: string[]): AppCaller {
  const at = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === "string" ? at([...path, key]) : undefined),
      apply: () => {
        procedures.push(path.join("."));
        return procedures.length > MAX_CALLS * 3
          ? Promise.reject(new ProbeStop())
          : Promise.resolve(anything);
      },
    });
  return at([]) as AppCaller;
}

/** Whoever may do everything: the dry run takes every branch a signed-in person could. */
const PROBE_USER: SessionUser = {
  id: 1,
  email: "documentation@example.invalid",
  fullname: "Documentation",
  isSuperAdmin: true,
  isCompta: true,
  isReadAlert: true,
  isLeaveAdmin: true,
  triangleCompanies: [],
};

/**
 * Runs a route once without database nor input: which procedures it calls (each answering a stand-in
 * value) and which query parameters it reads. Nothing is executed beyond the route's own code.
 */
export async function probeHydraRoute(route: HydraRoute): Promise<RouteProbe> {
  const procedures: string[] = [];
  const query = new RecordingQuery();
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1], "1"]));
  const request: HydraRequest = { params, query, body: {}, user: PROBE_USER };
  const caller = recordingCaller(procedures);
  const probe = route.doc?.probe;
  // The route as sent with no body, then its call with no field and with every field given: each
  // takes other branches (a PUT that only reads back when nothing changed).
  const runs = [
    () => route.handle(caller, request),
    ...(probe ? [() => probe(caller, request, {}), () => probe(caller, request, anything)] : []),
  ];
  for (const run of runs) {
    try {
      await run();
    } catch {
      // The stand-in answer broke the route's own code, or the empty input was refused: what was seen stays.
    }
  }
  return { procedures: [...new Set(procedures)], query: query.read };
}

/** The query parameters a served path's reader asks for (route-doc.ts), with a stand-in context. */
export function probeQuery(read: NonNullable<RouteDoc["query"]>): QueryParameter[] {
  const query = new RecordingQuery();
  try {
    read(query, anything as Parameters<typeof read>[1]);
  } catch {
    // The empty query was refused, or the stand-in context broke the reader: what was read stays.
  }
  return query.read;
}
