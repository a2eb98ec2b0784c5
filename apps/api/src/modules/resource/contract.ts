import type { MessageCode } from "@tronc/domain";
import { z } from "zod";
import type { Policy } from "../policies";

/**
 * One operation of a resource: whether it reads or writes, who may run it, and its input — the only
 * schema of that input, read alike by the tRPC procedure and the Hydra row.
 */
export interface Operation {
  type: "query" | "mutation";
  /** 'public' opens it to everyone, nobody signed in included: its service gets a PublicServiceContext. */
  policy: Policy;
  /** Mostly an object; an optional one, one with a default, or a union of objects where the call needs it. */
  input?: z.ZodType;
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
export type InputOf<Op extends Operation> = Op["input"] extends z.ZodType ? z.output<Op["input"]> : undefined;

/** What a client sends to the operation (before the schema reads it); void when it takes nothing. */
export type ClientInputOf<Op extends Operation> = Op["input"] extends z.ZodType
  ? z.input<Op["input"]>
  : // biome-ignore lint/suspicious/noConfusingVoidType: tRPC's own type of an input-less procedure: the web calls it without an argument
    void;

/**
 * The fields an input names, whatever wraps them: an object's, an optional or defaulted object's, every
 * option's of a union. A body the Hydra rows read field by field needs them.
 */
export function inputFields(input: z.ZodType | undefined): z.ZodRawShape {
  if (!input) return {};
  if (input instanceof z.ZodObject) return input.shape;
  if (input instanceof z.ZodOptional || input instanceof z.ZodDefault)
    return inputFields(input.unwrap() as z.ZodType);
  if (input instanceof z.ZodUnion) {
    return Object.assign({}, ...input.options.map((option) => inputFields(option as z.ZodType)));
  }
  throw new Error("An operation's input is an object, optional, defaulted or a union of objects");
}
