import type { TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../../hydra/register";
import type { HydraRoute } from "../../hydra/route";
import type { DemoSeeder } from "../../seed/demo";
import type { FilesServiceContext } from "../../services/shared/context";
import { serviceCtx } from "../../trpc/context";
import { type Meta, procedureFor, router } from "../../trpc/trpc";
import type { ClientInputOf, Contract, InputOf, Operation } from "./contract";
import {
  type HydraOfResource,
  type HydraRowOfOperation,
  hydraRows,
  hydraRowsOfOperations,
} from "./hydra-rows";

/** The service behind each operation: `(ctx, input)`, as every service of the app. */
export type Services<Ops extends Record<string, Operation>> = {
  [K in keyof Ops]: (ctx: FilesServiceContext, input: InputOf<Ops[K]>) => Promise<unknown>;
};

type ProcedureOf<Op extends Operation, Service extends (...args: never[]) => Promise<unknown>> = {
  input: ClientInputOf<Op>;
  output: Awaited<ReturnType<Service>>;
  meta: Meta;
};

/** The tRPC router a contract yields, typed operation by operation for the web's client. */
export type RouterRecordOf<Ops extends Record<string, Operation>, S extends Services<Ops>> = {
  [K in keyof Ops]: Ops[K]["type"] extends "query"
    ? TRPCQueryProcedure<ProcedureOf<Ops[K], S[K]>>
    : TRPCMutationProcedure<ProcedureOf<Ops[K], S[K]>>;
};

/**
 * A print or an export of the resource (a PDF, a spreadsheet, a zip): registered by the server from the
 * module's list, behind the policy it declares (`registerDocumentPrint`, `registerStreamExport`).
 */
export type FileRoute = (app: FastifyInstance, contextFor: ContextFactory) => void;

export interface Resource<Name extends string, Record> {
  name: Name;
  contract: Contract;
  /** The procedures, mounted by the app router under `name`. */
  procedures: Record;
  /** The resource's rows of the Hydra shim table (its documented paths). */
  hydraRoutes: HydraRoute[];
  /** The operation behind each of those rows. */
  hydraOperations: HydraRowOfOperation[];
  /** Its prints and exports. */
  fileRoutes: FileRoute[];
  /** Its part of the demo data, run after the seeders of the areas not yet moved. */
  seedDemo?: DemoSeeder;
}

/** What a resource shows beyond its procedures: its Hydra rows, its prints and exports, its demo data. */
export interface ResourceOptions<Ops extends Record<string, Operation>, Row extends { id: number }> {
  hydra?: HydraOfResource<Ops, Row>;
  files?: FileRoute[];
  seedDemo?: DemoSeeder;
}

/**
 * A resource from its contract and its services: the tRPC procedures (each behind its policy, its input
 * read by the contract's schema) and the Hydra rows, which ask the same procedures.
 */
export function defineResource<
  const Name extends string,
  Ops extends Record<string, Operation>,
  S extends Services<Ops>,
  Row extends { id: number },
>(
  contract: Contract<Ops, Name>,
  services: S,
  { hydra, files = [], seedDemo }: ResourceOptions<Ops, Row> = {},
): Resource<Name, ReturnType<typeof router<RouterRecordOf<Ops, S>>>> {
  const procedures: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(contract.operations)) {
    const service = services[name] as (ctx: FilesServiceContext, input: unknown) => Promise<unknown>;
    const door = procedureFor(operation.policy);
    // One builder type for both branches: the record's type is given below, operation by operation.
    const builder = (operation.input ? door.input(operation.input) : door) as typeof door;
    const resolve = ({ ctx, input }: { ctx: Parameters<typeof serviceCtx>[0]; input: unknown }) =>
      service(serviceCtx(ctx), input);
    procedures[name] = operation.type === "query" ? builder.query(resolve) : builder.mutation(resolve);
  }
  return {
    name: contract.name,
    contract,
    procedures: router(procedures as RouterRecordOf<Ops, S>),
    hydraRoutes: hydra ? hydraRows(contract, hydra) : [],
    hydraOperations: hydra ? hydraRowsOfOperations(hydra) : [],
    fileRoutes: files,
    seedDemo,
  };
}
