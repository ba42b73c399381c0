import type { FileHandle } from 'node:fs/promises';

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  /** Where the entry's local header starts in the file. */
  offset: number;
  compressed: number;
  uncompressed: number;
}

/** A zip's central directory: its entries in directory order and where the directory starts. */
export interface ZipDirectory {
  entries: ZipEntry[];
  directoryOffset: number;
  /** Whether a field is at its 32-bit limit, i.e. the real value is in a zip64 record this reader does not read. */
  zip64: boolean;
}

/** Not a zip, or its directory is cut or points outside the file. */
export class CorruptZip extends Error {}

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

/**
 * Reads the central directory (the end of the file only), without inflating a byte. Zip64 files
 * are flagged, not read: a field at 0xFFFFFFFF is a stand-in for a value elsewhere.
 */
export async function readZipDirectory(file: FileHandle, size: number, maxEntries: number): Promise<ZipDirectory | 'too-many'> {
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  const eocd = tail.lastIndexOf(EOCD);
  if (eocd < 0 || eocd + 22 > tail.length) throw new CorruptZip();
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (count > maxEntries) return 'too-many';
  if (directoryOffset + directorySize > size || directorySize > MAX_DIRECTORY_BYTES) throw new CorruptZip();
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  const entries: ZipEntry[] = [];
  let zip64 = count === 0xffff || directoryOffset === 0xffffffff;
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) throw new CorruptZip();
    const nameLength = directory.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      offset: directory.readUInt32LE(at + 42),
      compressed: directory.readUInt32LE(at + 20),
      uncompressed: directory.readUInt32LE(at + 24),
    };
    if (entry.offset === 0xffffffff || entry.compressed === 0xffffffff || entry.uncompressed === 0xffffffff) zip64 = true;
    else if (entry.offset >= directoryOffset) throw new CorruptZip();
    entries.push(entry);
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return { entries, directoryOffset, zip64 };
}
