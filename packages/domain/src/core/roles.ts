/** The role flags an account carries (document 1 §1): every permission of the app is read from them. */
export interface RoleFlags {
  isSuperAdmin: boolean;
  isCompta: boolean;
  isReadAlert: boolean;
}

/**
 * Every named role, read once. The API's procedure policies, the file routes, the domain's rules and
 * the screens all ask these: "accounting or super admin" has one name, `finance`, and one meaning.
 */
export const ROLES = {
  /** Any signed-in person. */
  signedIn: (_user: Partial<RoleFlags>) => true,
  /** A super administrator (users, group companies, tutorials, deletions). */
  superAdmin: (user: Pick<RoleFlags, "isSuperAdmin">) => user.isSuperAdmin,
  /** The accounting team alone: VAT rates, the forecast, charges, exports. */
  accounting: (user: Pick<RoleFlags, "isCompta">) => user.isCompta,
  /**
   * Money decisions: accounting, or a super administrator standing in — payments, invoice and credit
   * note states, supplier invoices, purchase orders, delivery report locks, accounting files.
   */
  finance: (user: Pick<RoleFlags, "isCompta" | "isSuperAdmin">) => user.isCompta || user.isSuperAdmin,
  /** Whoever reads the alerts (isReadAlert). */
  alertReader: (user: Pick<RoleFlags, "isReadAlert">) => user.isReadAlert,
} as const;

export type Role = keyof typeof ROLES;
