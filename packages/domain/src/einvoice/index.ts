export * from "./model";
export * from "./samples";
export * from "./source";
export * from "./to-einvoice";
export * from "./write-cii";
export * from "./write-ubl";
