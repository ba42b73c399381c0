import { open } from 'node:fs/promises';

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
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0 || eocd + 22 > tail.length) return 'corrupt';
    const entries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (entries === 0) return 'empty';
    if (entries > ZIP_LIMITS.maxEntries) return 'bomb';
    if (directoryOffset + directorySize > size || directorySize > 64 * 1024 * 1024) return 'corrupt';
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let offset = 0;
    let inflated = 0;
    for (let index = 0; index < entries; index++) {
      if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== 0x02014b50) return 'corrupt';
      const compressed = directory.readUInt32LE(offset + 20);
      const uncompressed = directory.readUInt32LE(offset + 24);
      inflated += uncompressed;
      if (inflated > ZIP_LIMITS.maxInflatedBytes) return 'bomb';
      if (uncompressed > 1024 * 1024 && uncompressed > Math.max(compressed, 1) * ZIP_LIMITS.maxRatio) return 'bomb';
      offset += 46 + directory.readUInt16LE(offset + 28) + directory.readUInt16LE(offset + 30) + directory.readUInt16LE(offset + 32);
    }
    return undefined;
  } finally {
    await file.close();
  }
}
