import { z } from "zod";
import type { QueryReader } from "../../hydra/query";
import { hydraResource, type ListResult, type WireType } from "../../hydra/resource";
import type { HydraRoute } from "../../hydra/route";
import type { AppCaller } from "../../trpc/caller";
import type { Contract, Operation } from "./contract";

/** A collection GET: its operation, and the operation's input read from the query string (paging, filters). */
export interface HydraList<Ops extends Record<string, Operation>> {
  operation: keyof Ops & string;
  input: (query: QueryReader) => unknown;
}

/** Which operation answers each of the resource's Hydra rows, and how its rows go on the wire. */
export interface HydraOfResource<Ops extends Record<string, Operation>, Row extends { id: number }> {
  wire: WireType<Row>;
  /** An operation without input, or one whose input the query string gives. */
  list?: (keyof Ops & string) | HydraList<Ops>;
  get?: keyof Ops & string;
  create?: keyof Ops & string;
  update?: keyof Ops & string;
  delete?: keyof Ops & string;
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
  const { path } = hydra.wire;
  const rows: (HydraRowOfOperation | undefined)[] = [
    hydra.list ? { operation: listOperation(hydra.list), method: "GET", path } : undefined,
    hydra.get ? { operation: hydra.get, method: "GET", path: `${path}/:id` } : undefined,
    hydra.create ? { operation: hydra.create, method: "POST", path } : undefined,
    hydra.update ? { operation: hydra.update, method: "PUT", path: `${path}/:id` } : undefined,
    hydra.delete ? { operation: hydra.delete, method: "DELETE", path: `${path}/:id` } : undefined,
  ];
  return rows.filter((row) => row !== undefined);
}

const listOperation = <Ops extends Record<string, Operation>>(list: (keyof Ops & string) | HydraList<Ops>) =>
  typeof list === "string" ? list : list.operation;

/** Asks an operation of a resource through the app's caller (its policy and its schema on the way). */
export function askOperation(caller: AppCaller, resource: string, operation: string, input?: unknown) {
  const procedures = (
    caller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>
  )[resource];
  const procedure = procedures?.[operation];
  if (!procedure) throw new Error(`No procedure ${resource}.${operation} in the app router`);
  return procedure(input);
}

/** The body a Hydra write reads: the operation's input without the id, which the path gives. */
function bodyOf(operation: Operation) {
  const { id: _fromPath, ...shape } = operation.input?.shape ?? {};
  return z.object(shape);
}

/**
 * The Hydra rows of a resource: each checks the operation's policy before reading anything of the
 * request, reads the body with the operation's own schema, then asks the operation's procedure (the
 * API documentation's dry run follows that call to name the roles). A contract's schema reads its own
 * output again unchanged, so the procedure's second reading is a no-op.
 */
export function hydraRows<Ops extends Record<string, Operation>, Row extends { id: number }>(
  contract: Contract<Ops>,
  hydra: HydraOfResource<Ops, Row>,
): HydraRoute[] {
  const ask = <Answer = Row>(caller: AppCaller, operation: string, input?: unknown) =>
    askOperation(caller, contract.name, operation, input) as Promise<Answer>;
  const operation = (name: string) => contract.operations[name] as Operation;
  const { list, get, create, update } = hydra;
  const remove = hydra.delete;
  const rows = { list: list && listOperation(list), get, create, update, delete: remove };
  const policies = Object.fromEntries(
    Object.entries(rows).flatMap(([row, name]) => (name ? [[row, operation(name).policy]] : [])),
  );
  return hydraResource({
    policies,
    wire: hydra.wire,
    lists: list
      ? [
          {
            call: (caller, req) =>
              typeof list === "string"
                ? ask<readonly Row[]>(caller, list)
                : ask<ListResult<Row>>(caller, list.operation, list.input(req.query)),
          },
        ]
      : [],
    get: get ? (caller, id) => ask(caller, get, { id }) : undefined,
    create: create
      ? { body: bodyOf(operation(create)), call: (caller, input) => ask(caller, create, input) }
      : undefined,
    update: update
      ? {
          body: bodyOf(operation(update)),
          call: (caller, id, input) => ask(caller, update, { ...input, id }),
        }
      : undefined,
    delete: remove ? (caller, id) => ask(caller, remove, { id }) : undefined,
  });
}
