import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  text: string;
  paramTypes: number[];
  /** The statement's row description (absent for a statement without rows). */
  rowDescription: BackendMessage | undefined;
}

/**
 * Named prepared statements on PGlite. `PGlite.query` parses, describes and plans its statement
 * on every call (unnamed statement); for a hot query the planning alone costs more than running
 * it. Here a statement is parsed and described once per connection under its name; later calls
 * only bind and execute it, and PostgreSQL reuses its plan (its own generic-plan rules apply).
 *
 * The calls go through the connection's query lock (`runExclusive`), so they interleave with
 * `PGlite.query` exactly as other queries do, inside or outside a transaction.
 */
export class PglitePreparedStatements {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly pg: PGlite) {}

  query<T>(name: string, text: string, params: unknown[], inTransaction: boolean): Promise<T[]> {
    return this.pg.runExclusive(async () => {
      const statement = await this.prepare(name, text);
      if (params.length !== statement.paramTypes.length) {
        throw new Error(`Statement "${name}" takes ${statement.paramTypes.length} parameters, got ${params.length}`);
      }
      const values = params.map((value, index) => this.serialize(value, statement.paramTypes[index]));
      const messages: BackendMessage[] = statement.rowDescription ? [statement.rowDescription] : [];
      try {
        messages.push(...(await this.send(protocol.serialize.bind({ statement: name, values }))));
        messages.push(...(await this.send(protocol.serialize.execute({}))));
      } finally {
        await this.send(protocol.serialize.sync());
      }
      // Outside a transaction PGlite persists each statement's writes itself; do the same.
      if (!inTransaction) await this.pg.syncToFs();
      return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
    });
  }

  private async prepare(name: string, text: string): Promise<Prepared> {
    const known = this.prepared.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`Statement name "${name}" is already used for other SQL`);
      return known;
    }
    let described: BackendMessage[] = [];
    try {
      await this.send(protocol.serialize.parse({ name, text }));
      described = await this.send(protocol.serialize.describe({ type: 'S', name }));
    } finally {
      await this.send(protocol.serialize.sync());
    }
    const statement: Prepared = {
      text,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    this.prepared.set(name, statement);
    return statement;
  }

  /** The same text form `PGlite.query` sends for a value of the parameter's type. */
  private serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  private send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.pg.execProtocolStream(message, { syncToFs: false });
  }
}
