/** Page sizes of the spec's lists, and the bounds every paged input respects. */
export const PAGE_SIZES = {
  leads: 50,
  contactForms: 50,
  users: 120,
  coaches: 120,
  clientCompanies: 120,
  contacts: 120,
  triangleCompanies: 120,
  suppliers: 120,
  productTypes: 120,
  triangleProducts: 50,
  projects: 50,
  taskTypes: 120,
  purchaseOrders: 120,
  supplierInvoices: 120,
  invoices: 120,
  creditNotes: 50,
  quotations: 50,
  recommendations: 20,
  alerts: 500,
  collections: 50,
  timeReports: 50,
  deliveryReports: 50,
  materials: 50,
  charges: 100,
} as const;

/** The largest page a list answers; pickers ask up to 10 000 rows at once. */
export const MAX_PAGE_SIZE = 500;
export const MAX_PICKER_PAGE_SIZE = 10_000;

/** So that (page − 1) × size stays far inside a 32-bit integer whatever the size. */
export const MAX_PAGE = 100_000;
