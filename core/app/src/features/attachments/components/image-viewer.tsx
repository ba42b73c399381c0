import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { isImageFileName } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { AttachmentServiceToken, type AttachmentService, type StoredAttachment } from '../attachment-service';

export interface ImageViewerProps {
  readonly files: readonly StoredAttachment[];
  readonly start: number;
  readonly onClose: () => void;
}

/** The viewer of a UUID's files: previous and next, a counter such as 2/5, close; images only are shown. */
export default function ImageViewer({ files, start, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const service = useService<AttachmentService>(AttachmentServiceToken);
  const [index, setIndex] = useState(Math.min(Math.max(start, 0), files.length - 1));
  const file = files[index];
  const image = file !== undefined && isImageFileName(file.fileName);
  const { data: links } = useQuery({ queryKey: ['attachments', 'links', file?.fileKey], queryFn: () => service.links(file!), enabled: image, staleTime: 60_000 });

  return (
    <Modal open title={file?.fileName} onCancel={onClose} width={760} footer={null} destroyOnHidden closable={{ 'aria-label': t('attachments.viewer.close') }}>
      <div style={{ minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {!image && <Typography.Text type="secondary">{t('attachment.preview.unsupported')}</Typography.Text>}
        {image && !links?.previewUrl && <Spin />}
        {image && links?.previewUrl && <img src={links.previewUrl} alt={file!.fileName} style={{ maxWidth: '100%', maxHeight: 520 }} />}
      </div>
      <Space style={{ width: '100%', justifyContent: 'center', marginTop: 12 }}>
        <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('attachments.viewer.previous')}
        </Button>
        <Typography.Text aria-label="counter">{`${index + 1}/${files.length}`}</Typography.Text>
        <Button disabled={index >= files.length - 1} onClick={() => setIndex(index + 1)}>
          {t('attachments.viewer.next')} <RightOutlined />
        </Button>
        <Button onClick={onClose}>{t('attachments.viewer.close')}</Button>
      </Space>
    </Modal>
  );
}
