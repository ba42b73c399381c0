import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Collapse, Empty, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { HomeServiceToken } from '../home-service';

/** Spec 1 section 9: default page size 10. */
const PAGE_SIZE = 10;

/** /bulletin-boards (and /sigl/bulletin-boards): the tenant's notices, pinned first; `bulletinId` opens one. */
export default function BulletinBoardsPage() {
  const { t } = useTranslation();
  const api = useService(HomeServiceToken);
  const [params] = useSearchParams();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string[]>(() => (params.get('bulletinId') ? [params.get('bulletinId')!] : []));
  const list = useQuery({ queryKey: ['home', 'bulletins', page, PAGE_SIZE], queryFn: ({ signal }) => api.bulletins(page, PAGE_SIZE, signal) });
  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>{t('home.bulletins.title')}</Typography.Title>}>
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} /> : null}
      {list.isLoading ? <Skeleton active /> : null}
      {list.data && list.data.content.length === 0 ? <Empty description={t('home.bulletins.empty')} /> : null}
      {list.data && list.data.content.length > 0 ? (
        <Flex vertical gap={16}>
          <Collapse
            activeKey={open}
            onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
            items={list.data.content.map((b) => ({
              key: String(b.bulletinId),
              label: (
                <Flex justify="space-between" gap={12}>
                  <span>
                    {b.topFlag === 1 ? <Tag color="red">{t('home.bulletins.pinned')}</Tag> : null}
                    {b.title}
                  </span>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {b.publishedDate.slice(0, 10)}
                  </Typography.Text>
                </Flex>
              ),
              children: <Typography.Paragraph style={{ margin: 0 }}>{b.content}</Typography.Paragraph>,
            }))}
          />
          {list.data.totalElements > PAGE_SIZE ? <Pagination align="end" current={page + 1} pageSize={PAGE_SIZE} total={list.data.totalElements} onChange={(p) => setPage(p - 1)} /> : null}
        </Flex>
      ) : null}
    </Card>
  );
}
