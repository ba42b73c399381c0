import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken } from '../purchase-request-service';
import type { FormLine, RequestFormStore } from '../request-form-store';

/**
 * The catalogue's manual product a line asks for (optional): choosing one fills the line's name,
 * unit and estimated price from it, and lets the line go into the cart ('import manual products
 * to cart', buy again). Clearing it leaves the typed line as it is.
 */
export const ManualProductCell = observer(function ManualProductCell({ store, line, label }: { store: RequestFormStore; line: FormLine; label: string }) {
  const { t } = useTranslation();
  const api = useService(PurchaseRequestServiceToken);
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState(false);
  const products = useQuery({
    queryKey: ['manual-products', keyword],
    queryFn: ({ signal }) => api.manualProducts(keyword, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (products.data ?? []).map((p) => ({ value: p.productId, label: `${p.productName} (${p.itemCode})`, product: p }));
  if (line.productId !== undefined && !options.some((o) => o.value === line.productId)) options.unshift({ value: line.productId, label: line.skuName, product: undefined as never });
  return (
    <Select
      aria-label={label}
      style={{ width: '100%' }}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('purchase-request.line.product.placeholder')}
      loading={products.isFetching}
      disabled={store.saving}
      value={line.productId}
      options={options}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(value, option) => {
        const product = (Array.isArray(option) ? option[0] : option)?.product;
        if (value === undefined || !product) return store.setLine(line.key, { productId: undefined });
        store.setLine(line.key, { productId: product.productId, skuName: product.productName, uomName: product.uomName, estimatedPrice: product.price });
      }}
    />
  );
});
