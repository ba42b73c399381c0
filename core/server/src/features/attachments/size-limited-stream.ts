import { Transform, type TransformCallback } from 'node:stream';

/** Raised when a file grew past its limit; the storage then removes what it wrote. */
export class FileTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`file larger than ${limitBytes} bytes`);
    this.name = 'FileTooLarge';
  }
}

/** How many first bytes are kept for the real-type check (file-type reads at most 4100). */
export const SNIFF_BYTES = 4100;

/**
 * Passes an upload through while counting it and keeping its first bytes for the type check;
 * nothing else is buffered, so memory stays flat whatever the file's size. Past `limitBytes`
 * nothing more is passed on (the rest of the request is read and dropped, so the multipart
 * parser never stalls) and the stream ends with FileTooLarge, so the storage removes the part.
 */
export class SizeLimitedStream extends Transform {
  bytes = 0;
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly limitBytes: number) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks, this.headLength);
  }

  get exceeded(): boolean {
    return this.bytes > this.limitBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.exceeded) return callback();
    if (this.headLength < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.exceeded ? new FileTooLarge(this.limitBytes) : null);
  }
}
