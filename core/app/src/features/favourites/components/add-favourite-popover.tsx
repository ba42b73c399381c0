import type { ProductSource } from '@mall/domain';
import { App, Button, Form, Popover, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { FavouritesServiceToken, type FavouriteCategory } from '../favourites-service';

/**
 * 'add to favourites' (spec 1 section 2, dialog 3): a category select defaulting to the first
 * category, confirm and cancel; 'successfully added to favourites' on success.
 */
export function AddFavouritePopover({ product }: { product: { productId: number; productSource: ProductSource } }) {
  const { t } = useTranslation();
  const api = useService(FavouritesServiceToken);
  const { session, mallContext } = useMallRuntime();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [categories, setCategories] = useState<FavouriteCategory[]>();
  const [categoryId, setCategoryId] = useState<string>();
  const [saving, setSaving] = useState(false);

  const show = async (next: boolean) => {
    setOpen(next);
    if (!next) return;
    try {
      const list = await api.categories(mallContext().channel);
      setCategories(list);
      setCategoryId((current) => current ?? list[0]?.categoryId);
    } catch {
      setCategories([]);
    }
  };

  const confirm = async () => {
    if (!categoryId || !session.user || !session.config) return;
    setSaving(true);
    try {
      await api.add(product, categoryId, { user: session.user, config: session.config, channel: mallContext().channel });
      void message.success(t('favourites.added'));
      setOpen(false);
    } catch {
      // the client has shown the error; the popover stays open with the buyer's choice
    } finally {
      setSaving(false);
    }
  };

  const content = (
    <Form layout="vertical" style={{ width: 260 }} onFinish={() => void confirm()}>
      <Form.Item label={t('favourites.category')} htmlFor="favourite-category">
        <Select
          id="favourite-category"
          loading={categories === undefined}
          value={categoryId}
          onChange={setCategoryId}
          options={(categories ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!categoryId}>
          {t('favourites.confirm')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('favourites.cancel')}</Button>
      </Space>
    </Form>
  );

  return (
    <Popover title={t('favourites.popover.title')} content={content} trigger="click" open={open} onOpenChange={(next) => void show(next)} destroyOnHidden>
      <Button>{t('favourites.add')}</Button>
    </Popover>
  );
}
