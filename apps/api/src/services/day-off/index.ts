export * from "./commands";
export * from "./queries";
