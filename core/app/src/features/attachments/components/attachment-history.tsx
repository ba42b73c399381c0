import { useQuery } from '@tanstack/react-query';
import { Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { AttachmentServiceToken, type AttachmentService } from '../attachment-service';

const COLOURS = { UPLOAD: 'green', DOWNLOAD: 'blue', DELETE: 'red' } as const;

/** The history timeline: who uploaded, downloaded or deleted which file, when, in which tenant. */
export default function AttachmentHistory({ attachmentUuid }: { readonly attachmentUuid: string }) {
  const { t } = useTranslation();
  const service = useService<AttachmentService>(AttachmentServiceToken);
  const { data, isPending } = useQuery({ queryKey: ['attachments', 'history', attachmentUuid], queryFn: ({ signal }) => service.history(attachmentUuid, signal), staleTime: 0 });
  if (isPending) return <Spin size="small" />;
  if (!data?.length) return <Typography.Text type="secondary">{t('attachments.history.empty')}</Typography.Text>;
  return (
    <Timeline
      style={{ marginTop: 12 }}
      items={data.map((entry) => ({
        key: entry.logId,
        color: COLOURS[entry.operation],
        children: (
          <>
            <div>{t(`attachments.history.${entry.operation}`, { user: entry.userName, tenant: entry.tenantName, file: entry.fileName })}</div>
            <Typography.Text type="secondary">{entry.operationTime}</Typography.Text>
          </>
        ),
      }))}
    />
  );
}
