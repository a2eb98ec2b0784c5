import { describe, expect, it } from "vitest";
import { ROLES, type Role, type RoleFlags } from "./roles";

const account = (flags: Partial<RoleFlags> = {}): RoleFlags => ({
  isSuperAdmin: false,
  isCompta: false,
  isReadAlert: false,
  ...flags,
});

/** Each account and the roles it holds, written out by hand from document 1 §1. */
const expected: [string, RoleFlags, Role[]][] = [
  ["a plain user", account(), ["signedIn"]],
  ["an accountant", account({ isCompta: true }), ["signedIn", "accounting", "finance"]],
  ["a super administrator", account({ isSuperAdmin: true }), ["signedIn", "superAdmin", "finance"]],
  ["an alert reader", account({ isReadAlert: true }), ["signedIn", "alertReader"]],
];

describe("roles", () => {
  it.each(expected)("%s holds exactly the roles written for it", (_who, flags, roles) => {
    const held = (Object.keys(ROLES) as Role[]).filter((role) => ROLES[role](flags));
    expect(held).toEqual(roles);
  });
});
