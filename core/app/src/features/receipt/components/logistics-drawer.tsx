import { CATALOGUE_SOURCE, LOGISTICS_DRAWER_WIDTH } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { logisticsTimeline } from '../logistics-timeline';
import { ReceiptServiceToken, type LogisticsQuery } from '../receipt-service';

export interface LogisticsDrawerProps {
  readonly query: LogisticsQuery;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Spec 2 section 2 "Logistics drawer" (width 742): base info, last update, Refresh, the track newest first. */
export function LogisticsDrawer({ query, open, onClose }: LogisticsDrawerProps) {
  const { t } = useTranslation();
  const service = useService(ReceiptServiceToken);
  const info = useQuery({ queryKey: ['logistics', query], queryFn: ({ signal }) => service.logistics(query, signal), enabled: open, staleTime: 0, gcTime: 0 });
  const data = info.data;
  const timeline = logisticsTimeline(data?.orderTrack ?? []);
  const newest = data?.orderTrack?.at(-1)?.operateTime;
  const catalogue = (data?.ecPlatformCode ?? query.ecPlatformCode ?? CATALOGUE_SOURCE) === CATALOGUE_SOURCE;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('logistics.title')}
      size={LOGISTICS_DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Button onClick={onClose}>{t('logistics.close')}</Button>
        </Flex>
      }
    >
      <Descriptions size="small" column={2} title={t('logistics.base')} bordered>
        <Descriptions.Item label={t('logistics.courier-number')}>{data?.deliveryId ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('logistics.company')}>{data?.logisticsCompany ?? ''}</Descriptions.Item>
        {catalogue ? (
          <Descriptions.Item label={t('logistics.shipment-number')}>{data?.thirdOrderId ?? ''}</Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('logistics.sub-order-number')}>{data?.poSubNum ?? query.poSubNum ?? ''}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('logistics.staff')}>{data?.logisticsStaff ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('logistics.contact')}>{data?.logisticsContactInfo ?? ''}</Descriptions.Item>
      </Descriptions>
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('logistics.info')}
        </Typography.Title>
        <Flex gap={12} align="center">
          {newest && <Typography.Text type="secondary">{t('logistics.last-update', { time: newest })}</Typography.Text>}
          <Button type="link" size="small" loading={info.isFetching} onClick={() => void info.refetch()}>
            {t('logistics.refresh')}
          </Button>
        </Flex>
      </Flex>
      {info.isPending && open ? (
        <Spin>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : info.isError ? (
        <Empty description={errorText(info.error, t)} />
      ) : timeline.length === 0 ? (
        <Empty description={t('logistics.no-data')} />
      ) : (
        <Timeline
          items={timeline.map((entry, i) => ({
            key: `${i}`,
            color: i === 0 ? 'green' : 'gray',
            content: (
              <Flex gap={12}>
                <Typography.Text strong style={{ width: 88, flex: 'none' }}>
                  {entry.date ?? ''}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ flex: 'none' }}>
                  {entry.time}
                </Typography.Text>
                <Typography.Text>{entry.content}</Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
