export * from "./catalogue";
export * from "./core";
export * from "./invoicing";
export * from "./leave";
export * from "./money-in";
export * from "./proposals";
export * from "./sales";
export * from "./work";
