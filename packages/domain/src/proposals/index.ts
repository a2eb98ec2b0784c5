export * from "./calendar";
export * from "./purchases";
export * from "./quotation-print";
export * from "./quotations";
export * from "./recommendations";
