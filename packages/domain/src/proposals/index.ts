export * from "./calendar";
export * from "./purchases";
export * from "./quotations";
export * from "./recommendations";
