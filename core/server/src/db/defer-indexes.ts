import type { Db } from './db';
import { timedStep } from './step-timing';

/**
 * The plain (non-unique) indexes of the current schema that no constraint owns. Unique indexes and
 * constraint indexes stay: `on conflict` and the foreign keys need them while rows go in.
 */
const PLAIN_INDEXES = `
  select quote_ident(i.indexname) as name, i.indexdef as definition
    from pg_indexes i
    join pg_class c on c.relname = i.indexname and c.relnamespace = to_regnamespace(i.schemaname)
    join pg_index x on x.indexrelid = c.oid
   where i.schemaname = current_schema()
     and not x.indisunique
     and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
   order by i.indexname`;

/**
 * Runs a bulk load (`fn`) with the schema's plain indexes dropped, then builds them again from
 * their own definitions, all inside the caller's transaction (a failure rolls the drop back too).
 * Building an index once over the loaded rows costs far less than updating it row by row: on
 * PGlite the demo seed's catalogue copies and region tree took 6.3 -> 3.4 s and 2.5 -> 1.6 s of
 * CPU (issue 17). Meant for filling a new database only: on a populated one the rebuild costs
 * more than it saves.
 */
export async function withPlainIndexesDeferred<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  const indexes = await tx.query<{ name: string; definition: string }>(PLAIN_INDEXES);
  if (indexes.length > 0) await tx.exec(`drop index ${indexes.map((i) => i.name).join(', ')}`);
  const result = await fn();
  if (indexes.length > 0) await timedStep('seed index rebuild', () => tx.exec(indexes.map((i) => `${i.definition};`).join('\n')));
  return result;
}

/** The foreign keys of the current schema, each with its table and its definition as PostgreSQL prints it. */
const FOREIGN_KEYS = `
  select quote_ident(t.relname) as "table", quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class t on t.oid = k.conrelid
   where k.contype = 'f' and t.relnamespace = to_regnamespace(current_schema()) and k.conparentid = 0
   order by t.relname, k.conname`;

/**
 * Runs a bulk load (`fn`) with the schema's foreign keys dropped, then adds them again from their
 * own definitions, inside the caller's transaction, as pg_restore does. Adding a foreign key checks
 * every row in one join, where a key in place checks each inserted row with its own lookup: on
 * PGlite those row checks were a third of the seed's catalogue copies (issue 17). A row the load
 * wrote without its parent makes the re-add fail, and the transaction (the drop too) rolls back.
 * Meant for filling a new database only, like withPlainIndexesDeferred.
 */
export async function withForeignKeysDeferred<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  const keys = await tx.query<{ table: string; name: string; definition: string }>(FOREIGN_KEYS);
  if (keys.length > 0) await tx.exec(keys.map((k) => `alter table ${k.table} drop constraint ${k.name};`).join('\n'));
  const result = await fn();
  if (keys.length > 0) await timedStep('seed foreign keys added back', () => tx.exec(keys.map((k) => `alter table ${k.table} add constraint ${k.name} ${k.definition};`).join('\n')));
  return result;
}
