import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where attachment bytes live. Rows in attachment_files describe the files; the storage only
 * holds bytes under a key. A write is all or nothing: a failed or aborted write leaves nothing.
 * Only the folder implementation exists: an S3-compatible one could not be tested here against a
 * real S3-compatible server, so it is left out rather than shipped untested.
 */
export interface AttachmentStorage {
  /** Opens a write of `key`: bytes go to `stream`; `commit` makes them readable, `abort` drops them. */
  openWrite(key: string): Promise<PendingWrite>;
  read(key: string): Promise<Readable>;
  /** Where a committed key's bytes are on this machine's disk, for a reader that needs the file's end before its start; absent for a storage that has none. */
  localPath?(key: string): string;
  remove(key: string): Promise<void>;
}

/** A write in progress: nothing is readable under the key until `commit`. */
export interface PendingWrite {
  readonly stream: Writable;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * A folder, by default `attachments` under DATA_DIR (a shared mount when several gateways run).
 * Bytes go to a temporary name first and are renamed into place once complete.
 */
export class FolderStorage implements AttachmentStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    // Keys are made by the server, but a key must still never leave the folder.
    if (!path.startsWith(this.root + sep)) throw new Error(`attachment key outside the storage: ${key}`);
    return path;
  }

  async openWrite(key: string): Promise<PendingWrite> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    const stream = createWriteStream(partial, { flags: 'wx' });
    return {
      stream,
      commit: () => rename(partial, path),
      abort: async () => {
        stream.destroy();
        await rm(partial, { force: true });
      },
    };
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/**
 * ATTACHMENT_DIR, else `attachments` under the given data folder (`npm start` passes DATA_DIR),
 * else a folder in the system's temporary folder (servers started by tests).
 */
export function folderStorageFor(dataDir?: string): FolderStorage {
  return new FolderStorage(process.env.ATTACHMENT_DIR ?? join(dataDir ?? join(tmpdir(), 'mall-server'), 'attachments'));
}
