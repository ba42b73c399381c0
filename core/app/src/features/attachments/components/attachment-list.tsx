import { DeleteOutlined, DownloadOutlined, EyeOutlined, HistoryOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttachmentListProps } from '@mall/sdk';
import { ATTACHMENT_MAX_COUNT, attachmentMaxMb, checkAttachment, displayAttachmentName } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Typography, Upload } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { AttachmentServiceToken, type AttachmentService, type StoredAttachment } from '../attachment-service';
import { openLink } from './open-link';

// Heavy and rarely opened: loaded on first use, never part of the entry chunk.
const ImageViewer = lazy(() => import('./image-viewer'));
const AttachmentHistory = lazy(() => import('./attachment-history'));

const filesKey = (uuid: string | undefined) => ['attachments', 'files', uuid ?? ''];

/**
 * The attachment list behind AttachmentListToken (spec 2 "Attachment list and history"): upload
 * within the limits (checked here before sending and again by the server; one error at a time),
 * names cut after 22 characters, preview, download, delete, and the history timeline.
 */
export function AttachmentList({ attachmentUuid, readOnly = false, maxFileSizeMb, maxCount = ATTACHMENT_MAX_COUNT, usage, showHistory = false, onChange }: AttachmentListProps) {
  const { t } = useTranslation();
  const service = useService<AttachmentService>(AttachmentServiceToken);
  const queryClient = useQueryClient();
  const [uuid, setUuid] = useState(attachmentUuid);
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState<string>();
  const [viewing, setViewing] = useState<number>();
  const [historyOpen, setHistoryOpen] = useState(false);
  // Files chosen together go one after another, so the first one's UUID holds them all.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const uuidRef = useRef(attachmentUuid);
  const pending = useRef(0);
  useEffect(() => {
    uuidRef.current = attachmentUuid;
    setUuid(attachmentUuid);
  }, [attachmentUuid]);

  const { data: files = [] } = useQuery({
    queryKey: filesKey(uuid),
    queryFn: ({ signal }) => service.list(uuid!, signal),
    enabled: Boolean(uuid),
  });
  const maxMb = attachmentMaxMb(maxFileSizeMb);

  const refresh = async (current: string) => {
    const next = await queryClient.fetchQuery({ queryKey: filesKey(current), queryFn: ({ signal }) => service.list(current, signal), staleTime: 0 });
    onChange?.(current, next);
  };

  const send = async (file: File) => {
    setUploading(file.name);
    try {
      const stored = await service.upload(file, { attachmentUuid: uuidRef.current, usage });
      uuidRef.current = stored.attachmentUUID;
      setUuid(stored.attachmentUUID);
      await refresh(stored.attachmentUUID);
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      pending.current -= 1;
      setUploading(undefined);
    }
  };

  const beforeUpload = (file: File) => {
    const refusal = checkAttachment({ name: file.name, size: file.size }, { maxMb, existing: files.length + pending.current, imagesOnly: usage === 'image' });
    const overCount = files.length + pending.current >= maxCount;
    if (refusal || overCount) {
      setError(refusal ? t(refusal.key, refusal.params) : t('attachment.count.limit'));
      return Upload.LIST_IGNORE;
    }
    setError(undefined);
    pending.current += 1;
    queue.current = queue.current.then(() => send(file));
    // The file is sent by the queue above, not by antd.
    return false;
  };

  const remove = async (file: StoredAttachment) => {
    await service.remove(file.attachmentUUID, file);
    await refresh(file.attachmentUUID);
  };

  return (
    <div className="mall-attachment-list">
      {!readOnly && (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Upload multiple showUploadList={false} beforeUpload={beforeUpload} disabled={files.length >= maxCount}>
            <Button icon={<UploadOutlined />} disabled={files.length >= maxCount} loading={uploading !== undefined}>
              {uploading ? t('attachments.uploading', { name: displayAttachmentName(uploading) }) : t('attachments.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('attachments.hint', { count: maxCount, size: maxMb })}</Typography.Text>
          {error && <Alert type="error" showIcon message={error} closable onClose={() => setError(undefined)} role="alert" />}
        </Space>
      )}
      {files.length === 0 && readOnly && <Typography.Text type="secondary">{t('attachments.empty')}</Typography.Text>}
      <ul aria-label={t('attachments.upload')} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {files.map((file, index) => (
          <li key={file.fileKey} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
            <PaperClipOutlined />
            <Typography.Text title={file.fileName} style={{ flex: 1 }}>
              {displayAttachmentName(file.fileName)}
            </Typography.Text>
            <Button size="small" type="link" icon={<EyeOutlined />} aria-label={`${t('attachments.preview')} ${file.fileName}`} onClick={() => setViewing(index)} />
            <Button size="small" type="link" icon={<DownloadOutlined />} aria-label={`${t('attachments.download')} ${file.fileName}`} onClick={async () => openLink((await service.links(file)).downloadUrl)} />
            {!readOnly && (
              <Popconfirm title={t('attachments.delete-confirm')} onConfirm={() => remove(file)}>
                <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={`${t('attachments.delete')} ${file.fileName}`} />
              </Popconfirm>
            )}
          </li>
        ))}
      </ul>
      {uuid && files.length > 1 && (
        <Button size="small" type="link" onClick={async () => openLink((await service.zipLink(uuid)).downloadUrl)}>
          {t('attachments.download-all')}
        </Button>
      )}
      {uuid && showHistory && (
        <Button size="small" type="link" icon={<HistoryOutlined />} onClick={() => setHistoryOpen((open) => !open)}>
          {t('attachments.history')}
        </Button>
      )}
      <Suspense fallback={null}>
        {viewing !== undefined && <ImageViewer files={files} start={viewing} onClose={() => setViewing(undefined)} />}
        {uuid && historyOpen && <AttachmentHistory attachmentUuid={uuid} />}
      </Suspense>
    </div>
  );
}
