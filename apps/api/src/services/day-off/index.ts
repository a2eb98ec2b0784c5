export * from "./commands";
export * from "./paris-time";
export * from "./queries";
