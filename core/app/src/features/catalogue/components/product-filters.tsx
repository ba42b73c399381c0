import { PRODUCT_SOURCES, type ProductSource } from '@mall/domain';
import { Checkbox, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductQuery } from '../catalogue-types';

const ORDER_TYPES = [1, 2, 3, 4] as const;

/** Sort order types 1-4, the only-in-stock flag and the source filter. */
export function ProductFilters({ query, onChange }: { query: ProductQuery; onChange: (change: Partial<ProductQuery>) => void }) {
  const { t } = useTranslation();
  return (
    <Space wrap size="middle">
      <Radio.Group
        aria-label={t('catalogue.sort.label')}
        optionType="button"
        value={query.orderType ?? 0}
        onChange={(e) => onChange({ orderType: e.target.value === 0 ? undefined : (e.target.value as ProductQuery['orderType']) })}
        options={[{ value: 0, label: t('catalogue.sort.default') }, ...ORDER_TYPES.map((type) => ({ value: type, label: t(`catalogue.sort.${type}`) }))]}
      />
      <Checkbox checked={query.onlyInStock === 1} onChange={(e) => onChange({ onlyInStock: e.target.checked ? 1 : 0 })}>
        {t('catalogue.filter.only-in-stock')}
      </Checkbox>
      <Space>
        <label htmlFor="catalogue-source">{t('catalogue.filter.source')}</label>
        <Select<ProductSource | ''>
          id="catalogue-source"
          style={{ width: 160 }}
          value={query.productSource ?? ''}
          onChange={(value) => onChange({ productSource: value || undefined })}
          options={[{ value: '', label: t('catalogue.filter.all-sources') }, ...PRODUCT_SOURCES.map((s) => ({ value: s, label: t(`catalogue.source.${s}`) }))]}
        />
      </Space>
    </Space>
  );
}
