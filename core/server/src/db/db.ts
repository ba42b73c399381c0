/**
 * The one database seam of the server. Both adapters (PGlite and `pg`) speak the same SQL,
 * so features write plain PostgreSQL with `$1` placeholders and never see the driver.
 */
export interface Db {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` inside one transaction: committed when it resolves, rolled back when it throws.
   * Calling `transaction` on the `tx` handle again joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DbKind = 'memory' | 'pglite' | 'pg';
