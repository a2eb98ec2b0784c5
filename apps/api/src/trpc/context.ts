import type { Db } from "@tronc/db";
import type { SessionUser } from "../auth/session-user";
import type { AddressLookup } from "../services/address-lookup";

/** Everything a procedure may use: no globals, so tests build it on any database. */
export interface AppDeps {
  db: Db;
  filesDir: string;
  maxUploadBytes: number;
  addressLookup: AddressLookup;
  now: () => Date;
}

export interface Context extends AppDeps {
  user: SessionUser | null;
}
