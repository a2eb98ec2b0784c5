export * from "./fields";
export * from "./queries";
export * from "./save";
