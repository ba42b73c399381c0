import { ShopOutlined } from '@ant-design/icons';
import { Col, Empty, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Panel } from '../../../shell/panel';
import { PlainText } from '../../../shell/plain-text';
import { GroupType, type CategoryItem, type GroupItem, type GroupProduct, type SupplierItem } from '../home-types';
import { ProductTile } from './product-tile';

/** Five tiles a row on a desktop, fewer on narrow screens. */
const TILE_COLS = { xs: 12, sm: 8, md: 6, lg: { flex: '20%' } } as const;

/** A product group's items as tiles: goods, suppliers or categories by the group's type. */
export function GroupItems({ groupType, items, offset = 0 }: { groupType: number; items: readonly GroupItem[]; offset?: number }) {
  const { t } = useTranslation();
  const personal = useLocation().pathname.startsWith('/sigl');
  const listPath = `${personal ? '/sigl' : ''}/product-list`;
  if (items.length === 0) return <Empty description={t('home.group.empty')} />;
  if (groupType === GroupType.supplier) {
    return (
      <Row gutter={[12, 12]}>
        {(items as SupplierItem[]).map((s) => (
          <Col key={s.supplierCompanyId} {...TILE_COLS}>
            <Panel size="small" style={{ height: '100%' }}>
              <Flex vertical gap={4}>
                <ShopOutlined style={{ fontSize: 22 }} aria-hidden />
                <PlainText strong lines={1} title={s.supplierCompanyName}>
                  {s.supplierCompanyName}
                </PlainText>
                <PlainText tone="secondary">{t('home.supplier.count', { count: s.productCount })}</PlainText>
              </Flex>
            </Panel>
          </Col>
        ))}
      </Row>
    );
  }
  if (groupType === GroupType.catalog) {
    return (
      <Row gutter={[12, 12]}>
        {(items as CategoryItem[]).map((c) => (
          <Col key={c.categoryCode} {...TILE_COLS}>
            <Link to={`${listPath}?${new URLSearchParams({ keyword: c.categoryName }).toString()}`}>
              <Panel size="small" hoverable>
                <PlainText strong>{c.categoryName}</PlainText>
                <br />
                <PlainText tone="secondary">{t('home.category.count', { count: c.productCount })}</PlainText>
              </Panel>
            </Link>
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <Row gutter={[12, 12]}>
      {(items as GroupProduct[]).map((p, i) => (
        <Col key={p.productId} {...TILE_COLS}>
          <ProductTile product={p} rank={groupType === GroupType.salesRank ? offset + i + 1 : undefined} showMarketPrice={groupType === GroupType.activity} />
        </Col>
      ))}
    </Row>
  );
}
