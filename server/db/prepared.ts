import type { Database } from './client.ts';

type PreparedStatement = { execute(values?: Record<string, unknown>): Promise<unknown> };

const namesInUse = new Set<string>();

/**
 * A read that pages and messages make on every visit, built once per database handle and prepared under `name`
 * once per connection; `build` writes its values as `sql.placeholder`s and ends with `.prepare(name)`. Built anew
 * on every call, such a read cost the server's thread more than PostgreSQL took to answer it, and PostgreSQL
 * parsed and planned it anew each time (decision 0048). Not for a transaction's queries: those run on its handle.
 */
export function preparedQuery<Statement extends PreparedStatement>(
  name: string,
  build: (db: Database, name: string) => Statement,
): (db: Database) => Statement {
  // PostgreSQL knows a prepared statement by its name alone: two queries under one name would break both.
  if (namesInUse.has(name)) throw new Error(`two prepared queries are named ${name}`);
  namesInUse.add(name);
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}

/** A prepared `select count() as value …`, answering the count itself. */
export function preparedCount(
  name: string,
  build: (
    db: Database,
    name: string,
  ) => { execute(values: Record<string, unknown>): Promise<{ value: number }[]> },
): (db: Database, values: Record<string, unknown>) => Promise<number> {
  const statement = preparedQuery(name, build);
  return async (db, values) => (await statement(db).execute(values))[0]?.value ?? 0;
}
