import type { FileHandle } from 'node:fs/promises';

/** Not an OLE compound file, or one whose tables point outside it or loop. */
export class CorruptCompoundFile extends Error {}

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const MAX_REGULAR = 0xfffffffa;

/**
 * A read-only OLE compound file (MS-CFB), the container of an .xls: read from a file handle a
 * sector at a time, so only the allocation tables (4 bytes per sector) sit in memory, never the
 * file. Our own ~100 lines instead of SheetJS (npm's 0.18.5 has CVE-2023-30533 and
 * CVE-2024-22363); every table index is bounds-checked and every chain is loop-checked.
 */
export class CompoundFile {
  private constructor(
    private readonly file: FileHandle,
    private readonly sectorSize: number,
    private readonly fat: Uint32Array,
    private readonly entries: { name: string; type: number; start: number; size: number }[],
    private readonly miniFat: Uint32Array,
    private readonly miniCutoff: number,
  ) {}

  static async open(file: FileHandle): Promise<CompoundFile> {
    const { size: fileSize } = await file.stat();
    const header = Buffer.alloc(512);
    await file.read(header, 0, 512, 0);
    if (!header.subarray(0, 8).equals(SIGNATURE)) throw new CorruptCompoundFile('signature');
    const shift = header.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) throw new CorruptCompoundFile('sector size');
    const sectorSize = 1 << shift;
    const sectors = Math.ceil(fileSize / sectorSize);
    const readSector = async (n: number) => {
      if (n > MAX_REGULAR || (n + 1) * sectorSize >= fileSize) throw new CorruptCompoundFile(`sector ${n}`);
      const buffer = Buffer.alloc(sectorSize);
      await file.read(buffer, 0, sectorSize, (n + 1) * sectorSize);
      return buffer;
    };
    // The FAT's own sectors: 109 in the header, the rest in the DIFAT chain.
    const fatSectors: number[] = [];
    const fatCount = header.readUInt32LE(0x2c);
    if (fatCount > sectors) throw new CorruptCompoundFile('FAT size');
    for (let i = 0; i < 109 && fatSectors.length < fatCount; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
    for (let next = header.readUInt32LE(0x44), hops = 0; fatSectors.length < fatCount && next <= MAX_REGULAR; hops++) {
      if (hops > sectors) throw new CorruptCompoundFile('DIFAT loop');
      const difat = await readSector(next);
      for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatCount; i++) fatSectors.push(difat.readUInt32LE(i * 4));
      next = difat.readUInt32LE(sectorSize - 4);
    }
    const fat = new Uint32Array(fatCount * (sectorSize / 4));
    for (const [i, n] of fatSectors.entries()) {
      const sector = await readSector(n);
      for (let j = 0; j < sectorSize / 4; j++) fat[i * (sectorSize / 4) + j] = sector.readUInt32LE(j * 4);
    }
    const chainOf = async (start: number): Promise<Buffer> => {
      const parts: Buffer[] = [];
      const seen = new Uint8Array(fat.length);
      for (let n = start; n !== END_OF_CHAIN; n = fat[n] ?? FREE) {
        if (n >= fat.length || seen[n]) throw new CorruptCompoundFile('chain');
        seen[n] = 1;
        parts.push(await readSector(n));
      }
      return Buffer.concat(parts);
    };
    const directory = await chainOf(header.readUInt32LE(0x30));
    const entries: { name: string; type: number; start: number; size: number }[] = [];
    for (let at = 0; at + 128 <= directory.length; at += 128) {
      const nameBytes = Math.min(64, directory.readUInt16LE(at + 0x40));
      entries.push({
        name: directory.toString('utf16le', at, at + Math.max(0, nameBytes - 2)),
        type: directory[at + 0x42]!,
        start: directory.readUInt32LE(at + 0x74),
        size: directory.readUInt32LE(at + 0x78),
      });
    }
    if (entries[0]?.type !== 5) throw new CorruptCompoundFile('root entry');
    const miniFatBytes = header.readUInt32LE(0x40) > 0 ? await chainOf(header.readUInt32LE(0x3c)) : Buffer.alloc(0);
    const miniFat = new Uint32Array(miniFatBytes.length / 4);
    for (let i = 0; i < miniFat.length; i++) miniFat[i] = miniFatBytes.readUInt32LE(i * 4);
    return new CompoundFile(file, sectorSize, fat, entries, miniFat, header.readUInt32LE(0x38) || 4096);
  }

  /** The named stream's bytes in order, a sector (or a mini stream's bytes) at a time; undefined when absent. */
  stream(name: string): AsyncGenerator<Buffer> | undefined {
    const entry = this.entries.find((e) => e.type === 2 && e.name.toLowerCase() === name.toLowerCase());
    if (!entry) return undefined;
    return entry.size < this.miniCutoff ? this.miniStream(entry) : this.regularStream(entry.start, entry.size);
  }

  private async *regularStream(start: number, size: number): AsyncGenerator<Buffer> {
    let left = size;
    // A sector met twice is a loop (a crafted file), not a longer stream.
    const seen = new Uint8Array(this.fat.length);
    for (let n = start; left > 0; n = this.fat[n] ?? FREE) {
      if (n > MAX_REGULAR || n >= this.fat.length || seen[n]) throw new CorruptCompoundFile('stream chain');
      seen[n] = 1;
      const buffer = Buffer.alloc(Math.min(this.sectorSize, left));
      const { bytesRead } = await this.file.read(buffer, 0, buffer.length, (n + 1) * this.sectorSize);
      if (bytesRead < buffer.length) throw new CorruptCompoundFile('stream past the end');
      left -= buffer.length;
      yield buffer;
    }
  }

  private async *miniStream(entry: { start: number; size: number }): AsyncGenerator<Buffer> {
    const root = this.entries[0]!;
    const container: Buffer[] = [];
    for await (const part of this.regularStream(root.start, root.size)) container.push(part);
    const mini = Buffer.concat(container);
    const out: Buffer[] = [];
    let left = entry.size;
    const seen = new Uint8Array(this.miniFat.length);
    for (let n = entry.start; left > 0; n = this.miniFat[n] ?? FREE) {
      if (n >= this.miniFat.length || (n + 1) * 64 > mini.length || seen[n]) throw new CorruptCompoundFile('mini chain');
      seen[n] = 1;
      const take = Math.min(64, left);
      out.push(mini.subarray(n * 64, n * 64 + take));
      left -= take;
    }
    yield Buffer.concat(out);
  }
}
