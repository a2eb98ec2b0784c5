import { domainError, MAX_PAGE, type MessageCode } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { ID_MAX } from "../schemas/id";
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter } from "../schemas/text";
import { type RefOptions, refId } from "./iri";

type RawQuery = Record<string, string | string[] | undefined>;

const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/** Longer query values are no search anyone types: refused rather than sent to the database. */
const MAX_VALUE_LENGTH = 1_000;

/** Reads Hydra query strings: PHP-style lists (`state[]=A`), 1/0/true/false booleans, 1-based pages. */
export class QueryReader {
  constructor(private readonly raw: RawQuery) {}

  /** The same query on `path` with another page: the `hydra:next` of a partial collection. */
  withPage(path: string, page: number): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(this.raw)) {
      if (name === "page" || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
    }
    params.set("page", String(page));
    return `${path}?${params}`;
  }

  private checked(name: string, value: string): string {
    if (hasForbiddenCharacter(value)) throw bad(`${name} : ${FORBIDDEN_CHARACTER}`);
    if (value.length > MAX_VALUE_LENGTH) {
      throw bad(`Le paramètre ${name} dépasse ${MAX_VALUE_LENGTH} caractères.`);
    }
    return value;
  }

  private first(name: string): string | undefined {
    const value = this.raw[name];
    return Array.isArray(value) ? value[0] : value;
  }

  string(name: string): string | undefined {
    const raw = this.first(name);
    if (raw === undefined) return undefined;
    const value = this.checked(name, raw).trim();
    return value ? value : undefined;
  }

  int(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw bad(`Le paramètre ${name} doit être un nombre entier.`);
    const number = Number(value);
    if (Math.abs(number) > ID_MAX) throw bad(`Le paramètre ${name} est trop grand.`);
    return number;
  }

  bool(name: string): boolean | undefined {
    const value = this.string(name)?.toLowerCase();
    if (value === undefined) return undefined;
    if (value === "1" || value === "true") return true;
    if (value === "0" || value === "false") return false;
    throw bad(`Le paramètre ${name} doit valoir 1, 0, true ou false.`);
  }

  list(name: string): string[] {
    const values = [this.raw[`${name}[]`], this.raw[name]].flatMap((value) =>
      value === undefined ? [] : Array.isArray(value) ? value : [value],
    );
    return values
      .flatMap((value) => this.checked(name, value).split(","))
      .map((value) => value.trim())
      .filter(Boolean);
  }

  /** A reference (IRI of the expected collection or id); absent or empty: undefined. */
  ref(name: string, collection: RefOptions["collection"]): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    return refId(value, { field: name, collection }) ?? undefined;
  }

  /** Page on the wire is 1-based; 0 and absent both mean the first page. */
  page(): number {
    const page = Math.max(1, this.int("page") ?? 1);
    if (page > MAX_PAGE) throw bad(`Le paramètre page doit être au plus ${MAX_PAGE}.`);
    return page;
  }

  /**
   * Page on the wire counted from 0 (the spec's searches of quotations, invoices, credit notes,
   * purchase orders and supplier invoices, §7): 0 and absent are the first page, below 0 is refused
   * with `invalid`. Returns the API's 1-based page.
   */
  zeroBasedPage(invalid: MessageCode): number {
    const page = this.int("page") ?? 0;
    if (page < 0) throw domainError(invalid, "invalid", {}, { field: "page" });
    return page + 1;
  }

  /** Honoured up to the cap; beyond a 32-bit integer it is no page size and is refused. */
  maxResults(defaultSize: number, cap = 500): number {
    const value = this.int("maxResults");
    if (value === undefined || value <= 0) return defaultSize;
    return Math.min(value, cap);
  }
}
