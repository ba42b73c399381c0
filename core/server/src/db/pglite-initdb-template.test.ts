import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { createPglite, initdbTemplateFile } from './pglite-initdb-template';

const SETTINGS = ['shared_buffers=32MB'];

describe('a new PGlite folder starts from the kept initdb copy (issue 17: first start)', () => {
  const root = mkdtempSync(join(tmpdir(), 'mall-initdb-'));
  const before = process.env.MALL_PGLITE_CACHE_DIR;
  beforeAll(() => {
    process.env.MALL_PGLITE_CACHE_DIR = join(root, 'cache');
  });
  afterAll(() => {
    if (before === undefined) delete process.env.MALL_PGLITE_CACHE_DIR;
    else process.env.MALL_PGLITE_CACHE_DIR = before;
    rmSync(root, { recursive: true, force: true });
  });

  it('replaces a damaged copy by running initdb, then later new folders load the copy with the same settings', async () => {
    const file = initdbTemplateFile(SETTINGS)!;
    expect(file.startsWith(join(root, 'cache'))).toBe(true);
    // A damaged copy is not trusted: initdb runs, and a fresh copy (a gzip stream) replaces it.
    mkdirSync(join(root, 'cache'), { recursive: true });
    writeFileSync(file, 'not a tarball');
    const first = await createPglite(join(root, 'a'), SETTINGS);
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    // Mark a copy so the next folder shows where it came from.
    await first.exec('create table from_template (id int); insert into from_template values (7)');
    writeFileSync(file, Buffer.from(await (await first.dumpDataDir('gzip')).arrayBuffer()));
    await first.close();

    const second = await createPglite(join(root, 'b'), SETTINGS);
    expect((await second.query('select id from from_template')).rows).toEqual([{ id: 7 }]);
    expect((await second.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    await second.exec('insert into from_template values (8)');
    await second.close();
    expect(existsSync(join(root, 'b', 'PG_VERSION'))).toBe(true);

    // The server locks its folder before opening it: a folder holding only the lock file is still new.
    mkdirSync(join(root, 'locked'));
    const lock = lockDataDir(join(root, 'locked'));
    const locked = await createPglite(join(root, 'locked'), SETTINGS);
    expect((await locked.query('select id from from_template')).rows).toEqual([{ id: 7 }]);
    await locked.close();
    expect(existsSync(join(root, 'locked', LOCK_FILE))).toBe(true);
    lock.release();

    // An existing folder opens as it is, never overwritten by the copy.
    const again = await createPglite(join(root, 'b'), SETTINGS);
    expect((await again.query('select id from from_template order by id')).rows).toEqual([{ id: 7 }, { id: 8 }]);
    await again.close();
  }, 120_000); // one initdb: 5-30 s on a loaded 2-core machine
});
