export * from "./catalogue";
export * from "./core";
export * from "./invoicing";
export * from "./leave";
export * from "./proposals";
export * from "./sales";
export * from "./work";
