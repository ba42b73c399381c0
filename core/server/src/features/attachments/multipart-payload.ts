/** A multipart/form-data body for `inject`: the fields first, then the file (as the browser sends it). */
export function multipartPayload(fields: Record<string, string>, file?: { name: string; content: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`, 'utf8'));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** First bytes of real files of each kind, padded to `size` bytes. */
export const sampleBytes = {
  png: (size = 200) => pad(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), size),
  jpg: (size = 200) => pad(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), size),
  pdf: (size = 200) => pad(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), size),
  exe: (size = 200) => pad(Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), size),
  csv: (size = 200) => pad(Buffer.from('code,name\nA1,Pens\n'), size, 0x20),
};

function pad(head: Buffer, size: number, fill = 0): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), fill)]);
}
