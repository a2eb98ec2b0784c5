export * from "./purchase-order-list";
export * from "./purchase-order-print";
export * from "./purchase-order-rules";
export * from "./supplier-invoice-fields";
export * from "./supplier-invoice-list";
export * from "./supplier-invoices";
export * from "./supplier-payment-rules";
