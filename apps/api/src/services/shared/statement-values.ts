import { type Placeholder, sql } from "drizzle-orm";

/**
 * Where a condition's values go. Inline (the default), each value is written into the statement as a
 * parameter. Collected (`collectValues`), each becomes a named placeholder and the statement's text
 * depends only on the conditions present: the text's key (`key`), the names and the marks the
 * conditions leave, lets a statement built once be executed again with other values.
 */
export interface StatementValues {
  bind<T>(name: string, value: T): T | Placeholder<string, T>;
  /** A condition that changes the text without a value of its own (a mode, a switch). */
  shape(mark: string): void;
}

export const inlineValues: StatementValues = {
  bind: (_name, value) => value,
  shape: () => {},
};

export interface CollectedValues extends StatementValues {
  readonly values: Record<string, unknown>;
  /** The names and marks in the order the conditions left them: equal keys, equal statement texts. */
  key(): string;
}

export function collectValues(): CollectedValues {
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  return {
    values,
    bind<T>(name: string, value: T) {
      if (name in values) throw new Error(`valeur « ${name} » liée deux fois`);
      // A placeholder's value skips the column's mapping to the driver: a date goes as the text that
      // mapping would have sent (postgres-js, unlike PGlite, takes no Date here).
      values[name] = value instanceof Date ? value.toISOString() : value;
      parts.push(name);
      return sql.placeholder(name) as Placeholder<string, T>;
    },
    shape: (mark) => parts.push(`[${mark}]`),
    key: () => parts.join(","),
  };
}

/** A statement built once per key and database (a transaction included), kept while they live. */
export function statementCache<Statement>(limit: number) {
  const byDb = new WeakMap<object, Map<string, Statement>>();
  return (db: object, key: string, build: () => Statement): Statement => {
    let statements = byDb.get(db);
    if (!statements) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let statement = statements.get(key);
    if (!statement) {
      if (statements.size >= limit) statements.clear();
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  };
}
