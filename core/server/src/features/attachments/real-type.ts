import { fileTypeFromBuffer } from 'file-type';
import { fileExtension } from '@mall/domain';

/**
 * What the first bytes of each allowed extension may be detected as. Office 2007+ files are zip
 * archives, which the first bytes may show only as zip; .doc, .xls and .msg are OLE compound
 * files (cfb). Text formats (.csv, .mht) have no signature: nothing may be detected and the head
 * may hold no NUL byte, so a renamed binary is refused there too.
 */
const DETECTED: Readonly<Record<string, readonly string[] | 'text'>> = {
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.png': ['png'],
  '.pdf': ['pdf'],
  '.zip': ['zip'],
  '.rar': ['rar'],
  '.docx': ['docx', 'zip'],
  '.xlsx': ['xlsx', 'zip'],
  '.pptx': ['pptx', 'zip'],
  '.doc': ['cfb', 'doc'],
  '.xls': ['cfb', 'xls'],
  '.msg': ['cfb', 'msg'],
  '.csv': 'text',
  '.mht': 'text',
};

/** Whether the file's first bytes are what its name's extension says. */
export async function realTypeMatches(fileName: string, head: Buffer): Promise<boolean> {
  const expected = DETECTED[fileExtension(fileName)];
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(head);
  if (expected === 'text') return detected === undefined && !head.includes(0);
  return detected !== undefined && expected.includes(detected.ext);
}

/** The MIME type answered for a stored file, from its extension (never from the browser). */
export function mimeOf(fileName: string): string {
  return MIME[fileExtension(fileName)] ?? 'application/octet-stream';
}

const MIME: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.rar': 'application/vnd.rar',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.csv': 'text/csv',
  '.mht': 'message/rfc822',
  '.msg': 'application/vnd.ms-outlook',
};
