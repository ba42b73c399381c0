// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../../http/api-error';
import { cartImportTemplates } from './cart-import-templates';
import { checkFile } from './import-file';
import { workbookBytes } from './import-test-helpers';
import { SheetReaderLost, type SheetReader } from './sheet-reader';

let folder: string;
let path: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mall-import-file-'));
  path = join(folder, 'cart.xlsx');
  writeFileSync(path, await workbookBytes(['Product code', 'Quantity', 'Remark'], [['A-1', 1, '']]));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A reader whose every read fails with `error`, as the thread's would. */
const failingReader = (error: Error) =>
  ({
    // eslint-disable-next-line require-yield
    async *read() {
      throw error;
    },
  }) as unknown as SheetReader;

describe('checkFile', () => {
  const contribution = cartImportTemplates[0]!;

  it("answers a read that fails on the file with the spec's corrupt-file message", async () => {
    await expect(checkFile(path, 'cart.xlsx', contribution, failingReader(new Error('invalid signature')))).rejects.toMatchObject({ status: 400, code: 'import.file.corrupt' });
  });

  it('lets a reader that lost its thread fail as the server, not as a corrupt file', async () => {
    const checked = checkFile(path, 'cart.xlsx', contribution, failingReader(new SheetReaderLost('the sheet reader ended (exit code 1)')));
    await expect(checked).rejects.toBeInstanceOf(SheetReaderLost);
    await expect(checked).rejects.not.toBeInstanceOf(ApiError);
  });
});
