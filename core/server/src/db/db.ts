/**
 * The one database seam of the server. Both adapters (PGlite and `pg`) speak the same SQL,
 * so features write plain PostgreSQL with `$1` placeholders and never see the driver.
 */
export interface QueryOptions {
  /** A prepared statement's name, unique per SQL text (PostgreSQL allows up to 63 characters). */
  name?: string;
}

export interface Db {
  /**
   * Runs one parameterised statement and returns its rows. With `options.name` the statement is
   * prepared once per connection under that name and later calls skip parsing and planning:
   * give it to hot queries whose SQL text never changes (one name, one text, everywhere).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` inside one transaction: committed when it resolves, rolled back when it throws.
   * Calling `transaction` on the `tx` handle again joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: loads CSV text (PostgreSQL's csv format: an unquoted empty field is NULL) into
   * `table`'s `columns` with COPY, about twice as fast as INSERT ... SELECT from JSON for bulk
   * rows. Adapters without it (pg: COPY FROM STDIN needs a streaming client) leave it out.
   * `table` and `columns` are the caller's own identifiers, never user input.
   */
  copyCsv?(table: string, columns: readonly string[], csv: string): Promise<void>;
}

export type DbKind = 'memory' | 'pglite' | 'pg';
