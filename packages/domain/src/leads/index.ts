export * from "./callback";
export * from "./client-company-rules";
export * from "./contact-rules";
export * from "./lead-project";
export * from "./lead-rules";
export * from "./requester";
export * from "./search-mode";
export * from "./search-text";
