import type { TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import type { CallerFactory, ContextFactory } from "../../hydra/register";
import type { HydraRoute } from "../../hydra/route";
import type { DemoSeeder } from "../../seed/demo";
import type { FilesServiceContext, PublicServiceContext } from "../../services/shared/context";
import { type AppDeps, type Context, publicServiceCtx, serviceCtx } from "../../trpc/context";
import { type Meta, procedureFor, publicProcedure, router } from "../../trpc/trpc";
import type { ClientInputOf, Contract, InputOf, Operation } from "./contract";
import {
  type HydraOfResource,
  type HydraRowOfOperation,
  hydraRows,
  hydraRowsOfOperations,
} from "./hydra-rows";

/** What an operation's service receives first: a public operation's may have nobody signed in. */
export type ServiceContextOf<Op extends Operation> = Op["policy"] extends "public"
  ? PublicServiceContext
  : FilesServiceContext;

/** The service behind each operation: `(ctx, input)`, as every service of the app. */
export type Services<Ops extends Record<string, Operation>> = {
  [K in keyof Ops]: (ctx: ServiceContextOf<Ops[K]>, input: InputOf<Ops[K]>) => Promise<unknown>;
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
export type FileRoute = (app: FastifyInstance, contextFor: ContextFactory, server: FileRouteServer) => void;

/** What a print or an export may need of the server beyond the request's context. */
export interface FileRouteServer {
  /** The procedures' caller of the server's own app router (the modules it was built with). */
  callerFor: CallerFactory;
  deps: AppDeps;
}

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

type AnyService = (ctx: never, input: unknown) => Promise<unknown>;

/**
 * The procedure of one operation: behind its policy's door (a public one has none), its input read by
 * the contract's schema, its service given the context its policy promises.
 */
function procedureOf(operation: Operation, service: AnyService) {
  const { input, policy } = operation;
  const call = service as (ctx: unknown, input: unknown) => Promise<unknown>;
  if (policy === "public") {
    // One builder type for both branches: the record's type is given by defineResource, operation by operation.
    const builder = (input ? publicProcedure.input(input) : publicProcedure) as typeof publicProcedure;
    const resolve = (opts: { ctx: Context; input: unknown }) => call(publicServiceCtx(opts.ctx), opts.input);
    return operation.type === "query" ? builder.query(resolve) : builder.mutation(resolve);
  }
  const door = procedureFor(policy);
  const builder = (input ? door.input(input) : door) as typeof door;
  const resolve = (opts: { ctx: Parameters<typeof serviceCtx>[0]; input: unknown }) =>
    call(serviceCtx(opts.ctx), opts.input);
  return operation.type === "query" ? builder.query(resolve) : builder.mutation(resolve);
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
    procedures[name] = procedureOf(operation, services[name] as AnyService);
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
