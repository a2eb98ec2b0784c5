import type { ZodType } from "zod";
import { admit, type Policy } from "../modules/policies";
import type { AppCaller } from "../trpc/caller";
import { parseBody } from "./body";
import { iri } from "./iri";
import { hydraCollection, hydraItem, hydraMember, type JsonLdItem } from "./json-ld";
import { type HydraRequest, type HydraRoute, idParam } from "./route";

/** How a row goes on the wire: its JSON-LD type, collection path (its IRI) and documented fields. */
export interface WireType<T> {
  type: string;
  path: string;
  iri: (row: T) => string;
  item: (row: T) => JsonLdItem;
  member: (row: T) => JsonLdItem;
}

export function wireType<T extends { id: number }>(
  type: string,
  path: string,
  fields: (row: T) => Record<string, unknown>,
): WireType<T> {
  return {
    type,
    path,
    iri: (row) => iri(path, row.id),
    item: (row) => hydraItem(type, iri(path, row.id), fields(row)),
    member: (row) => hydraMember(type, iri(path, row.id), fields(row)),
  };
}

export interface ListResult<R> {
  items: readonly R[];
  /** Exact unless `totalIsExact` is false: then more rows exist than `total` (a capped count). */
  total: number;
  totalIsExact?: boolean;
  /** The page answered (1-based), for the next page's link of a capped count. */
  page?: number;
  /** Extra keys of the collection (lead-search's counts). */
  extra?: Record<string, unknown>;
}

type ListCall<R> = (caller: AppCaller, req: HydraRequest) => Promise<ListResult<R> | readonly R[]>;

/**
 * A capped count (more rows than `hydra:totalItems`) says so the Hydra way: a partial collection view
 * whose `hydra:next` is the following page, so that a client pages on instead of stopping at the cap.
 */
export function partialView(path: string, req: HydraRequest, result: ListResult<unknown>) {
  if (result.totalIsExact !== false) return {};
  const page = result.page ?? 1;
  return {
    "hydra:view": {
      "@id": req.query.withPage(path, page),
      "@type": "hydra:PartialCollectionView",
      "hydra:next": req.query.withPage(path, page + 1),
    },
  };
}

/** GET of a collection: a hydra:Collection of members. */
export function collectionRoute<R>(
  path: string,
  member: (row: R) => unknown,
  call: ListCall<R>,
  type?: string,
): HydraRoute {
  return {
    method: "GET",
    path,
    doc: { collection: true, type },
    async handle(caller, req) {
      const result = await call(caller, req);
      if (!("items" in result)) return hydraCollection(path, result.map(member), result.length);
      const { items, total, extra } = result;
      return {
        ...hydraCollection(path, items.map(member), total),
        ...partialView(path, req, result),
        ...extra,
      };
    },
  };
}

/**
 * A route whose JSON body is read by `body` and handed to `call`: documented with its body, and its
 * call probed like a resource's POST (the documentation's dry run).
 */
export function bodyRoute<B>(route: {
  method: "POST" | "PUT";
  path: string;
  body: ZodType<B>;
  status?: number;
  call: (caller: AppCaller, input: B, req: HydraRequest) => Promise<unknown>;
}): HydraRoute {
  const { method, path, body, status, call } = route;
  return {
    method,
    path,
    status,
    handle: (caller, req) => call(caller, parseBody(body, req.body), req),
    doc: { body, probe: (caller, req, input) => call(caller, input as B, req) },
  };
}

export interface ResourceSpec<T, C, U> {
  wire: WireType<T>;
  /** Collection GETs; `path` defaults to the collection path. */
  lists?: { path?: string; call: ListCall<T> }[];
  get?: (caller: AppCaller, id: number, req: HydraRequest) => Promise<T>;
  create?: {
    body: ZodType<C>;
    call: (caller: AppCaller, input: C, req: HydraRequest) => Promise<T>;
    /** The call makes the row in several procedure calls: one transaction (HydraRoute.atomic). */
    atomic?: boolean;
  };
  update?: {
    body: ZodType<U>;
    call: (caller: AppCaller, id: number, input: U, req: HydraRequest) => Promise<T>;
  };
  delete?: (caller: AppCaller, id: number) => Promise<unknown>;
  /**
   * The policy of each row, checked before anything of the request is read (a module's rows): 401/403
   * first, whatever the path's id or the body. Rows without one rely on their procedures' policies.
   */
  policies?: Partial<Record<ResourceRow, Policy>>;
}

export type ResourceRow = "list" | "get" | "create" | "update" | "delete";

/** The shim rows of one resource: list(s), POST, GET, PUT and DELETE on `{path}/:id`. */
export function hydraResource<T, C = never, U = never>(spec: ResourceSpec<T, C, U>): HydraRoute[] {
  const { wire, create, update, get } = spec;
  const itemPath = `${wire.path}/:id`;
  const door = (row: ResourceRow, req: HydraRequest) => {
    const policy = spec.policies?.[row];
    if (policy) admit(req.user, policy);
  };
  const routes: HydraRoute[] = (spec.lists ?? []).map((list) =>
    collectionRoute(
      list.path ?? wire.path,
      wire.member,
      (caller, req) => {
        door("list", req);
        return list.call(caller, req);
      },
      wire.type,
    ),
  );
  if (create) {
    routes.push({
      method: "POST",
      path: wire.path,
      atomic: create.atomic,
      handle: async (caller, req) => {
        door("create", req);
        return wire.item(await create.call(caller, parseBody(create.body, req.body), req));
      },
      doc: {
        type: wire.type,
        body: create.body,
        probe: (caller, req, body) => create.call(caller, body as C, req),
      },
    });
  }
  if (get) {
    routes.push({
      method: "GET",
      path: itemPath,
      handle: async (caller, req) => {
        door("get", req);
        return wire.item(await get(caller, idParam(req), req));
      },
      doc: { type: wire.type },
    });
  }
  if (update) {
    routes.push({
      method: "PUT",
      path: itemPath,
      async handle(caller, req) {
        door("update", req);
        const id = idParam(req);
        return wire.item(await update.call(caller, id, parseBody(update.body, req.body), req));
      },
      doc: {
        type: wire.type,
        body: update.body,
        probe: (caller, req, body) => update.call(caller, idParam(req), body as U, req),
      },
    });
  }
  const remove = spec.delete;
  if (remove) {
    routes.push({
      method: "DELETE",
      path: itemPath,
      async handle(caller, req) {
        door("delete", req);
        await remove(caller, idParam(req));
        return null;
      },
      doc: { type: wire.type },
    });
  }
  return routes;
}
