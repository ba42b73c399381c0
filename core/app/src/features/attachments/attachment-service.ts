import { HttpClientToken, defineServiceToken, type AttachmentFile, type HttpClient } from '@mall/sdk';
import { UPLOAD_BUCKETS, UPLOAD_DIRECTORY } from '@mall/domain';
import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../platform/app-config';
import { TYPES } from '../../platform/tokens';

/** One file of an attachment UUID as the gateway answers it. */
export interface StoredAttachment extends AttachmentFile {
  readonly fileUrl: string;
  readonly fileKey: string;
  readonly attachmentUUID: string;
}

/** One entry of the history timeline. */
export interface AttachmentLogEntry {
  readonly logId: number;
  readonly operation: 'UPLOAD' | 'DOWNLOAD' | 'DELETE';
  readonly fileName: string;
  readonly userName: string;
  readonly loginName: string;
  readonly tenantName: string;
  readonly operationTime: string;
}

/** Links that work without the bearer token (an <a href>, an <img src>) for a few minutes. */
export interface FileLinks {
  readonly downloadUrl: string;
  readonly previewUrl?: string;
}

/** The spec's file calls (spec 2 section 7 "Attachments and files"). */
export interface AttachmentService {
  list(attachmentUuid: string, signal?: AbortSignal): Promise<StoredAttachment[]>;
  /** Sends one file; the server checks every rule again and answers its message when it refuses. */
  upload(file: File, target: { attachmentUuid?: string; usage?: string }): Promise<StoredAttachment>;
  remove(attachmentUuid: string, file: StoredAttachment): Promise<void>;
  links(file: StoredAttachment): Promise<FileLinks>;
  zipLink(attachmentUuid: string): Promise<FileLinks>;
  history(attachmentUuid: string, signal?: AbortSignal): Promise<AttachmentLogEntry[]>;
}

export const AttachmentServiceToken = defineServiceToken<AttachmentService>('AttachmentService');

const FILES = '/hfle/v1/{org}/files';

@injectable()
export class AttachmentServiceImpl implements AttachmentService {
  constructor(
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(TYPES.AppConfig) private readonly config: AppConfig,
  ) {}

  list(attachmentUuid: string, signal?: AbortSignal): Promise<StoredAttachment[]> {
    return this.http.request('GET', `${FILES}/${encodeURIComponent(attachmentUuid)}/file`, { signal });
  }

  upload(file: File, target: { attachmentUuid?: string; usage?: string }): Promise<StoredAttachment> {
    // The fields go before the file: the server stores the file as the fields before it say.
    const form = new FormData();
    form.append('bucketName', UPLOAD_BUCKETS.private);
    form.append('directory', UPLOAD_DIRECTORY);
    if (target.attachmentUuid) form.append('attachmentUUID', target.attachmentUuid);
    form.append('usage', target.usage ?? 'default');
    form.append('file', file, file.name);
    // Silent: the upload control shows the server's message itself, one error at a time.
    return this.http.request('POST', `${FILES}/attachment/multipart-with-info`, { body: form, silent: true });
  }

  async remove(attachmentUuid: string, file: StoredAttachment): Promise<void> {
    await this.http.request('POST', `${FILES}/delete-by-uuidurl`, { query: { attachmentUUID: attachmentUuid, bucketName: UPLOAD_BUCKETS.private }, body: [file.fileUrl] });
  }

  async links(file: StoredAttachment): Promise<FileLinks> {
    return this.absolute(await this.http.request<FileLinks>('POST', `${FILES}/download-token`, { body: { url: file.fileUrl } }));
  }

  async zipLink(attachmentUuid: string): Promise<FileLinks> {
    return this.absolute(await this.http.request<FileLinks>('POST', `${FILES}/download-token`, { body: { attachmentUUID: attachmentUuid } }));
  }

  history(attachmentUuid: string, signal?: AbortSignal): Promise<AttachmentLogEntry[]> {
    return this.http.request('GET', `${FILES}/operation-log`, { query: { attachmentUUID: attachmentUuid }, signal });
  }

  private absolute(links: FileLinks): FileLinks {
    const base = this.config.apiBase;
    return { downloadUrl: base + links.downloadUrl, ...(links.previewUrl ? { previewUrl: base + links.previewUrl } : {}) };
  }
}
