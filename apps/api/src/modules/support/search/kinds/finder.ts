import type { SearchKind } from "@tronc/domain";
import type { ServiceContext } from "../../../../services/shared/context";
import type { Policy } from "../../../policies";

/** Where the web app's screens are (its route table, document 3 section 2.1). */
export const ADMIN_BASE = "/tronc-commun/admin";

/** One record found, with what the box shows of it and the address of its screen. */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  /** Its number or reference (an invoice's 'FA-…', a client's SIRET); null when it has none yet. */
  number: string | null;
  /** Who it is for or from: the client, the supplier, the project. */
  party: string | null;
  /** TTC where the record has an amount, in cents (the web writes it in euros). */
  amountCents: number | null;
  /** Its state in French ('Editée', 'En cours'). */
  state: string | null;
  /** More to recognise it: an e-mail, a phone, a brand. */
  detail: string | null;
  /** The web app's screen of the record. */
  url: string;
}

/** What every kind answers: the read policy of its list, where its list is, and its search. */
export interface KindFinder {
  kind: SearchKind;
  /** The policy of the operation that lists this kind (from its contract): who may read it. */
  policy: Policy;
  /** The web app's list of the kind ('Voir tout'). */
  listPath: string;
  /**
   * Up to `limit` records whose texts hold every word of `q`, newest first. Its statement is named
   * (`.prepare`): postgres-js keeps it parsed per connection, where drizzle's unnamed ones are parsed
   * and described again at every call.
   */
  find(ctx: ServiceContext, q: string, limit: number): Promise<SearchHit[]>;
}

/** A hit with the facts a kind has not, null. */
export const hit = (
  kind: SearchKind,
  fields: Pick<SearchHit, "id" | "title" | "url"> & Partial<SearchHit>,
): SearchHit => ({
  kind,
  number: null,
  party: null,
  amountCents: null,
  state: null,
  detail: null,
  ...fields,
});

/** A screen's address under the admin base: `screen('/compta/invoice', 12)`. */
export const screenUrl = (path: string, id?: number) =>
  `${ADMIN_BASE}${path}${id === undefined ? "" : `/${id}`}`;

/** A list's address with the text typed ('Voir tout', and kinds without a screen of their own). */
export const listUrl = (path: string, q: string) => `${ADMIN_BASE}${path}?${new URLSearchParams({ q })}`;

/** The words joined that are present ('Apple · iPhone 13'). */
export const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(" · ") || null;
