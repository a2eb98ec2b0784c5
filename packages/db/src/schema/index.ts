export * from "./core";
export * from "./leave";
