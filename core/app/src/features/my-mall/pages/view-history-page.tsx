import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { ProductImage, ProductLink, ProductPrice } from '../../catalogue';
import { MyMallFrame } from '../components/my-mall-frame';
import { MyMallServiceToken } from '../my-mall-service';

/** Spec 1 section 9: default page size 10. */
const PAGE_SIZE = 10;

/** /view-history: the goods the buyer opened, latest first (recorded when a product detail opens). */
export default function ViewHistoryPage() {
  const { t } = useTranslation();
  const api = useService(MyMallServiceToken);
  const queries = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(0);
  const list = useQuery({ queryKey: ['my-mall', 'history', page], queryFn: ({ signal }) => api.viewHistory(page, PAGE_SIZE, signal) });
  const forget = async (productId: number) => {
    try {
      await api.forget([productId]);
      void message.success(t('my-mall.history.forgotten'));
      await queries.invalidateQueries({ queryKey: ['my-mall', 'history'] });
    } catch {
      // the client showed the error; the list is unchanged
    }
  };
  return (
    <MyMallFrame titleKey="menu.view-history">
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error, t)} /> : null}
      <List
        loading={list.isLoading}
        dataSource={list.data?.content ?? []}
        rowKey="productId"
        locale={{ emptyText: <Empty description={t('my-mall.history.empty')} /> }}
        pagination={(list.data?.totalElements ?? 0) > PAGE_SIZE ? { current: page + 1, pageSize: PAGE_SIZE, total: list.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), align: 'end' } : false}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button
                key="forget"
                size="small"
                // antd spaces two Chinese characters ('删 除'); the visible text must stay inside the accessible name.
                autoInsertSpace={false}
                onClick={() => void forget(p.productId)}
                aria-label={`${t('my-mall.history.forget')} ${p.productName}`}
              >
                {t('my-mall.history.forget')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<ProductImage src={p.imagePath} alt={p.productName} size={64} />}
              title={<ProductLink product={p}>{p.productName}</ProductLink>}
              description={
                <>
                  <ProductPrice price={p.price} source={p.productSource} currency={p.currencyCode} />
                  {p.shelfFlag !== 1 ? <Tag style={{ marginInlineStart: 8 }}>{t('my-mall.history.off-shelf')}</Tag> : null}
                  <br />
                  <Typography.Text type="secondary">{t('my-mall.history.viewed', { date: p.viewedDate })}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </MyMallFrame>
  );
}
