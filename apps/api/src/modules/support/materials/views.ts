import type { MaterialSecretField, MaterialType } from "@tronc/domain";

/** A row of 'Liste du matériel': never a code, only what the card shows. */
export interface MaterialListItem {
  id: number;
  type: MaterialType;
  typeLabel: string;
  name: string | null;
  brand: string | null;
  model: string;
  /** 'YYYY-MM-DD'. */
  buyAt: string;
  isActive: boolean;
  triangleOwner: { id: number; name: string };
  owner: { id: number; fullname: string } | null;
  phoneNumber: string | null;
  imei1: string | null;
  numberPlate: string | null;
  location: string | null;
}

/** The modal's material: every field but the codes, of which only whether each is set. */
export interface MaterialView extends MaterialListItem {
  note: string | null;
  imei2: string | null;
  googleAccount: string | null;
  computer: string | null;
  screen: string | null;
  scanner1: string | null;
  scanner2: string | null;
  printer: string | null;
  rustdeskId: string | null;
  secretsSet: Record<MaterialSecretField, boolean>;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
}

/** One 'Afficher' of a code, from the audit log. */
export interface MaterialRevealView {
  /** ISO instant. */
  at: string;
  userFullname: string;
  field: MaterialSecretField;
  fieldLabel: string;
}

export interface MaterialOptions {
  triangleCompanies: { id: number; name: string }[];
  owners: { id: number; fullname: string }[];
  animatos: { screens: string[]; scanners: string[]; printers: string[]; locations: string[] };
}

export interface MaterialChoice {
  id: number;
  label: string;
}
