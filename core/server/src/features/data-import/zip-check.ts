import { open } from 'node:fs/promises';
import { CorruptZip, readZipDirectory } from './zip-directory';

/** Why a file is not a spreadsheet the pipeline will open. */
export type ZipRefusal = 'empty' | 'corrupt' | 'bomb';

/** Not in the spec: what a sheet may inflate to, in all and relative to its compressed size. */
export const ZIP_LIMITS = { maxInflatedBytes: 2 * 1024 ** 3, maxRatio: 200, maxEntries: 10_000 };

/**
 * Reads the zip's central directory (the end of the file only) before any parser inflates a
 * byte: an empty file, a file that is no zip or whose directory is cut, and a zip bomb (entries
 * declaring more than 2 GB in all, or inflating over 200 times) are refused here. The streaming
 * reader counts what it actually inflates as rows, so a directory that lies about sizes still
 * runs into the row limit rather than into memory.
 */
export async function checkZip(path: string): Promise<ZipRefusal | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return 'empty';
    const directory = await readZipDirectory(file, size, ZIP_LIMITS.maxEntries);
    if (directory === 'too-many') return 'bomb';
    if (directory.entries.length === 0) return 'empty';
    let inflated = 0;
    for (const { compressed, uncompressed } of directory.entries) {
      inflated += uncompressed;
      if (inflated > ZIP_LIMITS.maxInflatedBytes) return 'bomb';
      if (uncompressed > 1024 * 1024 && uncompressed > Math.max(compressed, 1) * ZIP_LIMITS.maxRatio) return 'bomb';
    }
    return undefined;
  } catch (error) {
    if (error instanceof CorruptZip) return 'corrupt';
    throw error;
  } finally {
    await file.close();
  }
}
