import { App, Alert, Button, Card, Empty, List, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { ProductImage } from '../../catalogue/components/product-image';
import { ProductPrice } from '../../catalogue/components/product-price';
import { errorText } from '../../catalogue/error-text';
import { useProductJump } from '../../catalogue/use-product-jump';
import { FavouritesApiToken, type Favourite, type FavouriteCategory } from '../favourites-api';

const ALL = '';

/** /my-favorite: the buyer's favourites by category, each removable. */
export default function MyFavoritePage() {
  const { t } = useTranslation();
  const api = useService(FavouritesApiToken);
  const { mallContext } = useMallRuntime();
  const { message } = App.useApp();
  const { hrefOf, open } = useProductJump();
  const channel = mallContext().channel;
  const [categories, setCategories] = useState<FavouriteCategory[]>([]);
  const [category, setCategory] = useState(ALL);
  const [favourites, setFavourites] = useState<Favourite[]>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    api.categories(channel).then(setCategories, () => setCategories([]));
  }, [api, channel]);

  const load = useCallback(async () => {
    setError(undefined);
    try {
      setFavourites(await api.list(category || undefined, channel));
    } catch (e) {
      setError(e);
      setFavourites([]);
    }
  }, [api, category, channel]);
  useEffect(() => void load(), [load]);

  const remove = async (favourite: Favourite) => {
    try {
      await api.remove([favourite], channel);
      void message.success(t('favourites.removed'));
      await load();
    } catch {
      // the client showed the error; the list is unchanged
    }
  };

  return (
    <Card title={t('favourites.title')}>
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
    </Card>
  );
}
