import { App, Alert, Button, Empty, List, Spin, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductImage, ProductPrice, useProductJump } from '../../catalogue';
import { errorText } from '../../../platform/http';
import { FavouritesServiceToken, type Favourite } from '../favourites-service';
import { MyMallFrame } from '../../my-mall';

const ALL = '';

/** /my-favorite: the buyer's favourites by category, each removable. */
export default function MyFavoritePage() {
  const { t } = useTranslation();
  const api = useService(FavouritesServiceToken);
  const { mallContext } = useMallRuntime();
  const { message } = App.useApp();
  const { hrefOf, open } = useProductJump();
  const channel = mallContext().channel;
  const [category, setCategory] = useState(ALL);
  const queries = useQueryClient();
  const { data: categories = [] } = useQuery({ queryKey: ['favourites', 'categories', channel], queryFn: () => api.categories(channel) });
  const listed = useQuery({ queryKey: ['favourites', 'list', channel, category], queryFn: () => api.list(category || undefined, channel) });
  const error: unknown = listed.error ?? undefined;
  const favourites: Favourite[] | undefined = listed.data ?? (listed.isError ? [] : undefined);

  const remove = async (favourite: Favourite) => {
    try {
      await api.remove([favourite], channel);
      void message.success(t('favourites.removed'));
      // Every tab's list may hold the removed product.
      await queries.invalidateQueries({ queryKey: ['favourites', 'list'] });
    } catch {
      // the client showed the error; the list is unchanged
    }
  };

  return (
    <MyMallFrame titleKey="favourites.title">
      <Tabs
        activeKey={category}
        onChange={setCategory}
        items={[{ key: ALL, label: t('favourites.all') }, ...categories.map((c) => ({ key: c.categoryId, label: c.categoryName }))]}
      />
      {error !== undefined ? <Alert type="error" showIcon message={errorText(error, t)} /> : null}
      <Spin spinning={favourites === undefined} delay={500}>
        <List
          locale={{ emptyText: <Empty description={t('favourites.empty')} /> }}
          dataSource={favourites ?? []}
          rowKey={(f) => String(f.favoriteId ?? f.productId)}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button key="remove" onClick={() => void remove(f)} aria-label={`${t('favourites.remove')} ${f.productName ?? ''}`}>
                  {t('favourites.remove')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<ProductImage src={f.imagePath} alt={f.productName ?? ''} size={64} />}
                title={
                  <a
                    href={hrefOf(f.productId, f.productSource)}
                    onClick={(e) => {
                      e.preventDefault();
                      open(f.productId, f.productSource);
                    }}
                  >
                    {f.productName ?? f.productId}
                  </a>
                }
                description={<ProductPrice price={f.price} source={f.productSource} currency={f.currencyCode} />}
              />
            </List.Item>
          )}
        />
      </Spin>
    </MyMallFrame>
  );
}
