import {
  ATTACHMENT_DEFAULT_MAX_MB,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_GENERAL_MAX_MB,
  ATTACHMENT_IMAGE_EXTENSIONS,
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_NAME_DISPLAY_LENGTH,
} from '../constants/attachment';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';

const MB = 1024 * 1024;

/** The lower-case extension of a file name with its dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

export function isImageFileName(fileName: string): boolean {
  return (ATTACHMENT_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

const CHINESE = /[\u4e00-\u9fff]/;

/**
 * Spec 2 section 5, checked before anything is sent and again by the server: the type by
 * extension (an image-only list when asked), the name (Chinese characters together with '=',
 * or any '+' or '%'), the size against `maxMb` (never above the 500 MB general limit) and the
 * count (at most 9 per attachment UUID, `existing` already there). The first refusal only.
 */
export function checkAttachment(
  file: { readonly name: string; readonly size: number },
  limits: { readonly maxMb?: number; readonly existing?: number; readonly imagesOnly?: boolean } = {},
): DomainMessage | undefined {
  const allowed: readonly string[] = limits.imagesOnly ? ATTACHMENT_IMAGE_EXTENSIONS : ATTACHMENT_EXTENSIONS;
  if (!allowed.includes(fileExtension(file.name))) return message('attachment.type.unsupported');
  if ((CHINESE.test(file.name) && file.name.includes('=')) || /[+%]/.test(file.name)) return message('attachment.name.illegal');
  const maxMb = attachmentMaxMb(limits.maxMb);
  if (file.size > maxMb * MB) return message('attachment.size.exceeds', { value: maxMb });
  if ((limits.existing ?? 0) >= ATTACHMENT_MAX_COUNT) return message('attachment.count.limit');
  return undefined;
}

/** The size limit in MB: the given one (default 5), never above the general 500. */
export function attachmentMaxMb(maxMb: number | undefined): number {
  return Math.min(maxMb !== undefined && maxMb > 0 ? maxMb : ATTACHMENT_DEFAULT_MAX_MB, ATTACHMENT_GENERAL_MAX_MB);
}

/** A name as the attachment list shows it: cut after 22 characters with an ellipsis. */
export function displayAttachmentName(fileName: string): string {
  const chars = [...fileName];
  return chars.length > ATTACHMENT_NAME_DISPLAY_LENGTH ? `${chars.slice(0, ATTACHMENT_NAME_DISPLAY_LENGTH).join('')}...` : fileName;
}
