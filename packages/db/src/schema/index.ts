export * from "./catalogue";
export * from "./core";
export * from "./leave";
export * from "./sales";
export * from "./work";
