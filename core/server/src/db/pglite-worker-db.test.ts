import { PgliteWorkerDb } from './pglite-worker-db';

describe('PGlite in a worker thread', () => {
  let db: PgliteWorkerDb;
  beforeAll(async () => {
    db = await PgliteWorkerDb.open();
    await db.exec('create table worker_probe (id int primary key, note text, doc jsonb, at timestamptz)');
  }, 120_000); // a new PGlite (initdb) takes 5-30 s on a loaded 2-core machine
  afterAll(() => db.close());

  it('returns rows with the same types as PGlite in the thread (numbers, json, dates, null)', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    await db.query('insert into worker_probe values ($1, $2, $3, $4)', [1, 'one', { a: [1, 'x'] }, at]);
    expect(await db.query('select id, note, doc, at, null::text as none, 2::bigint as big from worker_probe')).toEqual([
      { id: 1, note: 'one', doc: { a: [1, 'x'] }, at, none: null, big: 2 },
    ]);
  });

  it('keeps the database error fields callers test (code, constraint)', async () => {
    await expect(db.query('insert into worker_probe (id, note) values (1, $1)', ['again'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'worker_probe_pkey',
      message: expect.stringContaining('duplicate key'),
    });
  });

  it('commits a transaction, rolls it back when the callback throws, and joins a nested one', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('insert into worker_probe (id, note) values (2, $1)', ['two']);
      await tx.transaction((inner) => inner.query('update worker_probe set note = $1 where id = 2', ['two!']));
      return 'done';
    });
    expect(result).toBe('done');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into worker_probe (id, note) values (3, $1)', ['three']);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // A failing statement inside: the error reaches the caller and nothing of the transaction stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into worker_probe (id, note) values (4, $1)', ['four']);
        await tx.query('insert into worker_probe (id, note) values (2, $1)', ['dup']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select id, note from worker_probe where id > 1 order by id')).toEqual([{ id: 2, note: 'two!' }]);
  });

  it('runs named (prepared) statements inside and outside a transaction', async () => {
    const sql = 'select note from worker_probe where id = $1';
    expect(await db.query(sql, [1], { name: 'worker_probe_note' })).toEqual([{ note: 'one' }]);
    expect(await db.transaction((tx) => tx.query(sql, [2], { name: 'worker_probe_note' }))).toEqual([{ note: 'two!' }]);
  });

  it('lets parallel callers through one by one: a transaction sees no other caller’s statement', async () => {
    await db.exec('create table worker_counter (n int); insert into worker_counter values (0)');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>('select n from worker_counter');
          await tx.query('update worker_counter set n = $1', [row!.n + 1]);
        }),
      ),
    );
    expect(await db.query('select n from worker_counter')).toEqual([{ n: 20 }]);
  });

  it('keeps the server thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const began = performance.now();
    await db.query('select pg_sleep(0.6)');
    clearInterval(timer);
    expect(performance.now() - began).toBeGreaterThanOrEqual(550);
    // On the server thread the timer could not fire once during the statement; here it keeps ticking.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});
