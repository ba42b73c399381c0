import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, List, Rate, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { MyMallFrame } from '../components/my-mall-frame';
import { MyMallServiceToken } from '../my-mall-service';

const PAGE_SIZE = 10;

/** /my-comments: the reviews the buyer wrote, newest first, each linking to its order. */
export default function MyCommentsPage() {
  const { t } = useTranslation();
  const api = useService(MyMallServiceToken);
  const [page, setPage] = useState(0);
  const list = useQuery({ queryKey: ['my-mall', 'comments', page], queryFn: ({ signal }) => api.comments(page, PAGE_SIZE, signal) });
  return (
    <MyMallFrame titleKey="menu.my-comments">
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} /> : null}
      <List
        loading={list.isLoading}
        dataSource={list.data?.content ?? []}
        rowKey="poHeaderId"
        locale={{ emptyText: <Empty description={t('my-mall.comments.empty')} /> }}
        pagination={(list.data?.totalElements ?? 0) > PAGE_SIZE ? { current: page + 1, pageSize: PAGE_SIZE, total: list.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), align: 'end' } : false}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space size={12} wrap>
                  <Link to={`/order-comment?poHeaderId=${c.poHeaderId}`}>{c.orderCode}</Link>
                  <Rate disabled value={c.rating} style={{ fontSize: 14 }} />
                  <Typography.Text type="secondary">{c.creationDate}</Typography.Text>
                </Space>
              }
              description={
                <Space orientation="vertical" size={2}>
                  <Typography.Text>{c.content}</Typography.Text>
                  {c.productNames ? (
                    <Typography.Text type="secondary" ellipsis={{ tooltip: c.productNames }}>
                      {t('my-mall.comments.goods')}: {c.productNames}
                    </Typography.Text>
                  ) : null}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </MyMallFrame>
  );
}
