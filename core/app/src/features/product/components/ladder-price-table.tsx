import { formatPrice, type LadderPrice, type ProductSource } from '@mall/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** The ladder prices of a product: one row a quantity step. */
export function LadderPriceTable({ ladders, source }: { ladders: readonly LadderPrice[]; source: ProductSource }) {
  const { t } = useTranslation();
  if (ladders.length === 0) return null;
  const rows = [...ladders].sort((a, b) => a.ladderFrom - b.ladderFrom);
  return (
    <Table<LadderPrice>
      size="small"
      pagination={false}
      rowKey={(row) => String(row.ladderFrom)}
      dataSource={rows}
      title={() => t('product.ladder.title')}
      columns={[
        {
          title: t('product.ladder.quantity'),
          key: 'range',
          render: (_, row) =>
            row.ladderTo === undefined ? t('product.ladder.from', { from: row.ladderFrom }) : t('product.ladder.range', { from: row.ladderFrom, to: row.ladderTo }),
        },
        { title: t('product.ladder.price'), key: 'price', render: (_, row) => formatPrice(row.price, source, 'detail') },
      ]}
    />
  );
}
