import type { MessageCode } from "@tronc/domain";
import type { ZodObject, ZodRawShape, z } from "zod";
import type { Policy } from "../policies";

/**
 * One operation of a resource: whether it reads or writes, who may run it, and its input — the only
 * schema of that input, read alike by the tRPC procedure and the Hydra row.
 */
export interface Operation {
  type: "query" | "mutation";
  /** 'public' opens it to everyone, nobody signed in included: its service gets a PublicServiceContext. */
  policy: Policy;
  input?: ZodObject<ZodRawShape>;
}

export interface Contract<
  Ops extends Record<string, Operation> = Record<string, Operation>,
  Name extends string = string,
> {
  /** The resource's key in the app router: `trpc.<name>.<operation>`. */
  name: Name;
  operations: Ops;
  /** The catalogue's codes its services answer with (the domain's MESSAGES). */
  messages: readonly MessageCode[];
}

/** Checks the contract's shape and keeps its exact types (operation names, input schemas). */
export const defineContract = <const Ops extends Record<string, Operation>, const Name extends string>(
  contract: Contract<Ops, Name>,
) => contract;

/** What the service of an operation receives: its input once the contract's schema has read it. */
export type InputOf<Op extends Operation> =
  Op["input"] extends ZodObject<ZodRawShape> ? z.output<Op["input"]> : undefined;

/** What a client sends to the operation (before the schema reads it); void when it takes nothing. */
export type ClientInputOf<Op extends Operation> =
  Op["input"] extends ZodObject<ZodRawShape>
    ? z.input<Op["input"]>
    : // biome-ignore lint/suspicious/noConfusingVoidType: tRPC's own type of an input-less procedure: the web calls it without an argument
      void;
