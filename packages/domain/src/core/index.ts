export * from "./account-kinds";
export * from "./login-throttle";
export * from "./roles";
export * from "./vat-rate";
