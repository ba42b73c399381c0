import pg from 'pg';
import type { Db } from './db';
import { withForeignKeysDeferred, withPlainIndexesDeferred } from './defer-indexes';
import { PgDb } from './pg-db';
import { PgliteDb } from './pglite-db';

const SCHEMA = `
  create table probe_parents (id int primary key);
  create table probe_goods (id int primary key, code text not null, parent_id int references probe_parents(id), price int, shelf int,
                            constraint probe_goods_code_key unique (code));
  create unique index probe_goods_lower_code_idx on probe_goods (lower(code));
  create index probe_goods_price_idx on probe_goods (price desc, id) where shelf = 1;
  create index probe_goods_parent_idx on probe_goods (parent_id);
  insert into probe_parents values (1), (2);`;

const indexes = (db: Db) =>
  db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() order by indexname`,
  );

async function checkDeferral(db: Db): Promise<void> {
  await db.exec(SCHEMA);
  const before = await indexes(db);
  expect(before.map((i) => i.name)).toEqual([
    'probe_goods_code_key',
    'probe_goods_lower_code_idx',
    'probe_goods_parent_idx',
    'probe_goods_pkey',
    'probe_goods_price_idx',
    'probe_parents_pkey',
  ]);

  await db.transaction((tx) =>
    withPlainIndexesDeferred(tx, async () => {
      // During the load only the plain indexes are gone; unique ones still serve `on conflict`.
      expect((await indexes(tx)).map((i) => i.name)).toEqual(['probe_goods_code_key', 'probe_goods_lower_code_idx', 'probe_goods_pkey', 'probe_parents_pkey']);
      await tx.exec(`insert into probe_goods select g, 'c' || g, 1 + g % 2, g, g % 2 from generate_series(1, 500) g`);
      await tx.exec(`insert into probe_goods values (501, 'c1', 1, 1, 1) on conflict (code) do nothing`);
    }),
  );
  // Built again exactly as the schema defined them, and used.
  expect(await indexes(db)).toEqual(before);
  expect(await db.query(`select count(*)::int as n from probe_goods`)).toEqual([{ n: 500 }]);
  await db.exec('analyze probe_goods');
  const plan = await db.query<Record<string, string>>(`explain select id from probe_goods where shelf = 1 order by price desc, id limit 5`);
  expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('probe_goods_price_idx');

  // A failed load rolls the drop back with it: the indexes are all still there.
  await expect(
    db.transaction((tx) =>
      withPlainIndexesDeferred(tx, async () => {
        await tx.exec(`insert into probe_goods values (600, 'x', 9, 1, 1)`); // no parent 9: the foreign key refuses
      }),
    ),
  ).rejects.toThrow();
  expect(await indexes(db)).toEqual(before);
}

const foreignKeys = (db: Db) =>
  db.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where contype = 'f' and conrelid = 'probe_lines'::regclass order by conname`,
  );

async function checkForeignKeyDeferral(db: Db): Promise<void> {
  await db.exec(`
    create table probe_owners (id int primary key);
    create table probe_lines (id int primary key, owner_id int not null, other_id int,
      constraint probe_lines_owner_fkey foreign key (owner_id) references probe_owners (id) on delete cascade,
      constraint probe_lines_other_fkey foreign key (other_id) references probe_owners (id) deferrable initially deferred);`);
  const before = await foreignKeys(db);
  expect(before.map((k) => k.definition)).toEqual([
    'FOREIGN KEY (other_id) REFERENCES probe_owners(id) DEFERRABLE INITIALLY DEFERRED',
    'FOREIGN KEY (owner_id) REFERENCES probe_owners(id) ON DELETE CASCADE',
  ]);
  await db.transaction((tx) =>
    withForeignKeysDeferred(tx, async () => {
      // Every key of the schema is gone for the load (probe_goods' too).
      expect(await foreignKeys(tx)).toEqual([]);
      // Children first: in place, the key would refuse this row.
      await tx.exec(`insert into probe_lines select g, g, null from generate_series(1, 300) g`);
      await tx.exec(`insert into probe_owners select g from generate_series(1, 300) g`);
    }),
  );
  // Added back exactly as defined, and enforced again.
  expect(await foreignKeys(db)).toEqual(before);
  await expect(db.exec(`insert into probe_lines values (999, 999, null)`)).rejects.toThrow(/probe_lines_owner_fkey/);
  await db.exec(`delete from probe_owners where id = 1`);
  expect(await db.query(`select count(*)::int as n from probe_lines`)).toEqual([{ n: 299 }]);

  // A row left without its parent fails the re-add, and the whole load (and the drop) rolls back.
  await expect(
    db.transaction((tx) => withForeignKeysDeferred(tx, () => tx.exec(`insert into probe_lines values (1000, 7777, null)`))),
  ).rejects.toThrow(/probe_lines_owner_fkey/);
  expect(await foreignKeys(db)).toEqual(before);
  expect(await db.query(`select count(*)::int as n from probe_lines where id = 1000`)).toEqual([{ n: 0 }]);
}

describe('withPlainIndexesDeferred on PGlite', () => {
  it('drops only the plain indexes for the load, builds them again from their definitions, and rolls back with a failed load', async () => {
    const db = await PgliteDb.open();
    try {
      await checkDeferral(db);
      await checkForeignKeyDeferral(db);
    } finally {
      await db.close();
    }
  }, 120_000); // opening a new PGlite takes 2-30 s on a loaded 2-core machine
});

const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('withPlainIndexesDeferred on PostgreSQL (runs only when DATABASE_URL is set)', () => {
  const schema = `mall_defer_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  afterAll(() => admin(`drop schema if exists ${schema} cascade`));

  it('runs the same SQL in a schema of its own', async () => {
    await admin(`create schema if not exists ${schema}`);
    const db = new PgDb(new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}`, max: 1 }));
    try {
      await checkDeferral(db);
      await checkForeignKeyDeferral(db);
    } finally {
      await db.close();
    }
  });
});
