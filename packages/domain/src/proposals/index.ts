export * from "./amendments";
export * from "./calendar";
export * from "./compute-purchase-totals";
export * from "./purchases";
export * from "./quotation-print";
export * from "./quotations";
