import { TRPCError } from "@trpc/server";

type RawQuery = Record<string, string | string[] | undefined>;

const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/** Reads Hydra query strings: PHP-style lists (`state[]=A`), 1/0/true/false booleans, 1-based pages. */
export class QueryReader {
  constructor(private readonly raw: RawQuery) {}

  private first(name: string): string | undefined {
    const value = this.raw[name];
    return Array.isArray(value) ? value[0] : value;
  }

  string(name: string): string | undefined {
    const value = this.first(name)?.trim();
    return value ? value : undefined;
  }

  int(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw bad(`Le paramètre ${name} doit être un nombre entier.`);
    return Number(value);
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
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter(Boolean);
  }

  /** Page on the wire is 1-based; 0 and absent both mean the first page. */
  page(): number {
    return Math.max(1, this.int("page") ?? 1);
  }

  maxResults(defaultSize: number, cap = 500): number {
    const value = this.int("maxResults");
    if (value === undefined || value <= 0) return defaultSize;
    return Math.min(value, cap);
  }
}
