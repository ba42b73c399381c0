import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { GroupItems } from '../components/group-items';
import { HomeServiceToken } from '../home-service';

/** Goods per page of a group page: four rows of five. */
const PAGE_SIZE = 20;

/** /product-group?productGroupId=: one product group with all its items, paged (the home block's 'More'). */
export default function ProductGroupPage() {
  const { t } = useTranslation();
  const api = useService(HomeServiceToken);
  const [params, setParams] = useSearchParams();
  const groupId = Number(params.get('productGroupId'));
  const page = Math.max(Number(params.get('page') ?? 1), 1) - 1;
  const group = useQuery({
    queryKey: ['home', 'group', groupId, page],
    queryFn: ({ signal }) => api.group(groupId, page, PAGE_SIZE, signal),
    enabled: Number.isInteger(groupId) && groupId > 0,
  });
  if (group.isError) return <Alert type="error" showIcon message={errorText(group.error, t)} />;
  const data = group.data;
  return (
    <Card
      title={
        <Flex vertical>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {data?.title ?? ''}
          </Typography.Title>
          {data?.subtitle ? <Typography.Text type="secondary">{data.subtitle}</Typography.Text> : null}
        </Flex>
      }
    >
      {data ? (
        <Flex vertical gap={16}>
          <GroupItems groupType={data.groupType} items={data.page.content} offset={page * PAGE_SIZE} />
          {data.page.totalElements > PAGE_SIZE ? (
            <Pagination
              align="end"
              current={page + 1}
              pageSize={PAGE_SIZE}
              total={data.page.totalElements}
              showSizeChanger={false}
              onChange={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
            />
          ) : null}
        </Flex>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
