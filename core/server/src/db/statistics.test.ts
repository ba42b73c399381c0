import pg from 'pg';
import type { Db } from './db';
import { PgDb } from './pg-db';
import { PgliteDb } from './pglite-db';
import { analyzeStale } from './statistics';

const rowsOf = async (db: Db) =>
  (await db.query<{ rows: number }>(`select coalesce((select reltuples::int from pg_class where relname = 'stats_probe'), -1) as rows`))[0]!.rows;

describe('analyzeStale on PGlite (it has no autovacuum)', () => {
  it('analyzes a new table, skips it while fresh, and again after more than 50 + 10 % of its rows changed', async () => {
    const db = await PgliteDb.open();
    await db.exec('create table stats_probe (id int primary key, v int); insert into stats_probe select g, g from generate_series(1, 1000) g');
    expect(await rowsOf(db)).toBe(-1); // never analyzed: the planner guesses
    expect(await analyzeStale(db)).toEqual(['public.stats_probe']);
    expect(await rowsOf(db)).toBe(1000);
    expect(await db.query(`select count(*)::int as n from pg_stats where tablename = 'stats_probe'`)).toEqual([{ n: 2 }]);
    expect(await analyzeStale(db)).toEqual([]);
    // 140 changes on 1,000 rows stay under the threshold of 150; 20 more pass it.
    await db.exec('insert into stats_probe select g, g from generate_series(1001, 1140) g');
    expect(await analyzeStale(db)).toEqual([]);
    await db.exec('update stats_probe set v = v + 1 where id <= 20');
    expect(await analyzeStale(db)).toEqual(['public.stats_probe']);
    expect(await rowsOf(db)).toBe(1140);
    await db.close();
  }, 120_000); // opening a new PGlite (initdb) alone takes 5-30 s on a loaded 2-core machine
});

const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('analyzeStale on PostgreSQL (runs only when DATABASE_URL is set)', () => {
  const schema = `mall_stats_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  afterAll(() => admin(`drop schema if exists ${schema} cascade`));

  it('runs the same SQL and analyzes a table never analyzed', async () => {
    await admin(`create schema if not exists ${schema}`);
    const db = new PgDb(new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}`, max: 1 }));
    await db.exec('create table stats_probe (id int primary key, v int); insert into stats_probe select g, g from generate_series(1, 1000) g');
    expect(await analyzeStale(db)).toEqual([`${schema}.stats_probe`]);
    expect(await rowsOf(db)).toBe(1000);
    expect(await analyzeStale(db)).toEqual([]);
    await db.close();
  });
});
