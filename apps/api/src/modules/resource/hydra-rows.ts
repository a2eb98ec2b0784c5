import { z } from "zod";
import { requestedVersion } from "../../hydra/etag";
import type { QueryReader } from "../../hydra/query";
import { hydraResource, type ListResult, type WireType } from "../../hydra/resource";
import type { HydraRequest, HydraRoute } from "../../hydra/route";
import type { AppCaller } from "../../trpc/caller";
import { admit } from "../policies";
import { type Contract, inputFields, type Operation } from "./contract";

/**
 * A collection GET: its operation, the operation's input read from the query string (paging,
 * filters), and the rows of its answer when the answer holds more than them.
 */
export interface HydraList<Ops extends Record<string, Operation>, Row> {
  /** Defaults to the wire's collection path. */
  path?: string;
  operation: keyof Ops & string;
  input?: (query: QueryReader) => unknown;
  /** Takes the operation's answer, whatever its service returns (any function of one argument fits). */
  answer?: (result: never) => ListResult<Row> | readonly Row[];
}

/** Which operation answers each of the resource's Hydra rows, and how its rows go on the wire. */
export interface HydraOfResource<Ops extends Record<string, Operation>, Row extends { id: number }> {
  /** How a row goes on the wire: needed by the lists and the item rows, not by rows written by hand. */
  wire?: WireType<Row>;
  /**
   * The wire's name of an input field where the spec's clients spell it otherwise (inside name →
   * wire name): the body is read and refused under the wire's name, and handed over under the inside one.
   */
  wireNames?: Record<string, string>;
  lists?: HydraList<Ops, Row>[];
  get?: keyof Ops & string;
  create?: keyof Ops & string;
  update?: keyof Ops & string;
  delete?: keyof Ops & string;
  /**
   * Rows of the resource that are not one of the above (a state change, a duplicate…), written by hand
   * as HydraRoutes that ask the resource's procedures: appended to its rows.
   */
  extra?: HydraRoute[];
}

/** Which operation each Hydra row asks: the policy-by-surface test asks both surfaces of each. */
export interface HydraRowOfOperation {
  operation: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
}

export function hydraRowsOfOperations<Ops extends Record<string, Operation>, Row extends { id: number }>(
  hydra: HydraOfResource<Ops, Row>,
): HydraRowOfOperation[] {
  if (!hydra.wire) return [];
  const { path } = hydra.wire;
  const item = `${path}/:id`;
  const rows: (HydraRowOfOperation | undefined)[] = [
    ...(hydra.lists ?? []).map((list) => ({
      operation: list.operation,
      method: "GET" as const,
      path: list.path ?? path,
    })),
    hydra.get ? { operation: hydra.get, method: "GET", path: item } : undefined,
    hydra.create ? { operation: hydra.create, method: "POST", path } : undefined,
    hydra.update ? { operation: hydra.update, method: "PUT", path: item } : undefined,
    hydra.delete ? { operation: hydra.delete, method: "DELETE", path: item } : undefined,
  ];
  return rows.filter((row) => row !== undefined);
}

/** Asks an operation of a resource through the app's caller (its policy and its schema on the way). */
export function askOperation(caller: AppCaller, resource: string, operation: string, input?: unknown) {
  const procedures = (
    caller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>
  )[resource];
  const procedure = procedures?.[operation];
  if (!procedure) throw new Error(`No procedure ${resource}.${operation} in the app router`);
  return procedure(input);
}

const renamed = (value: Record<string, unknown>, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [names[key] ?? key, field]));

/**
 * The Hydra rows of a resource: each checks the operation's policy before reading anything of the
 * request, reads the body with the operation's own schema (under the wire's names), then asks the
 * operation's procedure (the API documentation's dry run follows that call to name the roles). A
 * contract's schema reads its own output again unchanged, so the procedure's second reading is a no-op.
 */
export function hydraRows<Ops extends Record<string, Operation>, Row extends { id: number }>(
  contract: Contract<Ops>,
  hydra: HydraOfResource<Ops, Row>,
): HydraRoute[] {
  const wireNames = hydra.wireNames ?? {};
  const insideNames = Object.fromEntries(Object.entries(wireNames).map(([inside, wire]) => [wire, inside]));
  const operation = (name: string) => contract.operations[name] as Operation;
  const ask = <Answer = Row>(caller: AppCaller, name: string, input?: unknown) =>
    askOperation(caller, contract.name, name, input) as Promise<Answer>;
  /** The body a write reads: the operation's input without the id (the path gives it), under the wire's names. */
  const bodyOf = (name: string) => {
    // The version comes from If-Match or the body's `version`, read apart (etag.ts): optional on the wire.
    const { id: _fromPath, version: _read, ...shape } = inputFields(operation(name).input);
    return z.object(renamed(shape, wireNames) as z.ZodRawShape);
  };
  const isVersioned = (name: string) => "version" in inputFields(operation(name).input);
  /** The version a PUT is based on; a client naming none writes over the current one, as before. */
  const versionOf = async (caller: AppCaller, req: HydraRequest, id: number) => {
    if (!wire) return undefined;
    const asked = requestedVersion(req, { type: wire.type, id });
    if (asked !== undefined || !get) return asked;
    return (await ask<{ version: number }>(caller, get, { id })).version;
  };
  const inside = (body: unknown) => renamed(body as Record<string, unknown>, insideNames);
  const { get, create, update, wire } = hydra;
  const remove = hydra.delete;
  if (!wire) return hydra.extra ?? [];
  const rows = { get, create, update, delete: remove };
  // A public operation's row has no door: nobody signed in goes in, as over tRPC.
  const policies = Object.fromEntries(
    Object.entries(rows).flatMap(([row, name]) =>
      name && operation(name).policy !== "public" ? [[row, operation(name).policy]] : [],
    ),
  );
  const rowsOfTable = hydraResource({
    policies,
    wire,
    lists: (hydra.lists ?? []).map((list) => ({
      path: list.path,
      call: async (caller, req) => {
        const { policy } = operation(list.operation);
        if (policy !== "public") admit(req.user, policy);
        const result = await ask<ListResult<Row> | readonly Row[]>(
          caller,
          list.operation,
          list.input?.(req.query),
        );
        return list.answer ? list.answer(result as never) : result;
      },
    })),
    get: get ? (caller, id) => ask(caller, get, { id }) : undefined,
    create: create
      ? { body: bodyOf(create), call: (caller, input) => ask(caller, create, inside(input)) }
      : undefined,
    update: update
      ? {
          body: bodyOf(update),
          call: async (caller, id, input, req) => {
            const version = isVersioned(update) ? await versionOf(caller, req, id) : undefined;
            return ask(caller, update, {
              ...inside(input),
              id,
              ...(version === undefined ? {} : { version }),
            });
          },
        }
      : undefined,
    delete: remove ? (caller, id) => ask(caller, remove, { id }) : undefined,
  });
  return [...rowsOfTable, ...(hydra.extra ?? [])];
}
