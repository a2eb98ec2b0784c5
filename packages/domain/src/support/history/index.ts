export * from "./describe-history-change";
export * from "./history-fields";
