import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPrice } from '../../catalogue';
import { StockState } from '../../product-info';
import type { ProductDetail } from '../../product-info';

interface SheetRow {
  key: string;
  label: string;
  cells: ReactNode[];
}

/** The comparison sheet: one column a product, one row an attribute. */
export function CompareSheet({ products }: { products: readonly ProductDetail[] }) {
  const { t } = useTranslation();
  const row = (key: string, render: (p: ProductDetail) => ReactNode): SheetRow => ({ key, label: t(`compare.sheet.${key}`), cells: products.map(render) });
  const rows: SheetRow[] = [
    row('price', (p) => <ProductPrice price={p.price} source={p.productSource} currency={p.currencyCode} />),
    row('source', (p) => t(`catalogue.source.${p.productSource}`, { defaultValue: p.productSource })),
    row('brand', (p) => p.brandName ?? '-'),
    row('supplier', (p) => p.supplierCompanyName ?? '-'),
    row('stock', (p) => <StockState state={p.stockState} count={p.stockQuantity} />),
    row('unit', (p) => p.uomName ?? '-'),
    row('delivery', (p) => (p.deliveryCycle === undefined ? '-' : t('compare.sheet.days', { days: p.deliveryCycle }))),
  ];
  return (
    <Table<SheetRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: '', dataIndex: 'label', key: 'label', width: 140 },
        ...products.map((p, i) => ({ title: p.productName, key: String(p.productId), render: (_: unknown, r: SheetRow) => r.cells[i] })),
      ]}
    />
  );
}
