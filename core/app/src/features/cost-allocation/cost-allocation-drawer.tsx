import { DIALOG_WIDTHS } from '@mall/domain';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Spin, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useService } from '../../shell/services-context';
import { errorText } from '../../platform/http';
import { CostAllocationServiceToken, type AllocationInfo, type CostAllocationProduct } from './cost-allocation-service';
import { CustomValue } from './custom-value';

export interface CostAllocationDrawerProps {
  readonly cartId: number;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Spec 1 screen 2: the cost allocation of a cart line's products, read-only. */
export function CostAllocationDrawer({ cartId, open, onClose }: CostAllocationDrawerProps) {
  const { t } = useTranslation();
  const api = useService(CostAllocationServiceToken);
  // Read each time the drawer opens (the cart line's allocation may have changed meanwhile).
  const allocation = useQuery({ queryKey: ['cost-allocation', cartId], queryFn: () => api.forCartLine(cartId), enabled: open, staleTime: 0 });
  const products: CostAllocationProduct[] | undefined = allocation.data;
  const error: unknown = allocation.isError ? allocation.error : undefined;

  const columns = [
    { key: 'code', dataIndex: 'costShopCode', title: t('cost-allocation.cost-shop-code') },
    { key: 'name', dataIndex: 'costShopName', title: t('cost-allocation.cost-shop-name') },
    { key: 'department', dataIndex: 'costDepartmentName', title: t('cost-allocation.cost-department') },
    { key: 'warehouse', dataIndex: 'receiveWarehouseName', title: t('cost-allocation.receive-warehouse') },
    { key: 'project', dataIndex: 'projectCostName', title: t('cost-allocation.project-cost') },
  ];
  const empty = products?.every((p) => !p.allocationInfoList?.length && !p.customizedProductLineList?.length) ?? false;

  return (
    <Drawer open={open} onClose={onClose} title={t('cost-allocation.title')} size={DIALOG_WIDTHS[2]} destroyOnHidden>
      {error !== undefined ? (
        <Alert type="error" showIcon title={errorText(error, t)} action={<Button size="small" onClick={() => void allocation.refetch()}>{t('cost-allocation.retry')}</Button>} />
      ) : !products ? (
        <Spin description={t('cost-allocation.loading')}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      ) : empty || products.length === 0 ? (
        <Empty description={t('cost-allocation.empty')} />
      ) : (
        <Flex vertical gap={24}>
          {products.map((product, i) => (
            <section key={`${product.skuName ?? ''}-${i}`} aria-label={product.productName}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {product.productName}
              </Typography.Title>
              {product.skuName && <Typography.Text type="secondary">{t('cost-allocation.sku', { skuName: product.skuName })}</Typography.Text>}
              {!!product.allocationInfoList?.length && (
                <Table<AllocationInfo & { key: number }>
                  style={{ marginTop: 12 }}
                  size="small"
                  pagination={false}
                  columns={columns}
                  dataSource={product.allocationInfoList.map((row, key) => ({ ...row, key }))}
                />
              )}
              {(product.customizedProductLineList ?? []).map((line, n) => (
                <Descriptions
                  key={n}
                  style={{ marginTop: 12 }}
                  size="small"
                  bordered
                  column={1}
                  title={t('cost-allocation.custom-fields', { n: n + 1 })}
                  items={(line.customizedProductValueList ?? []).map((value, v) => ({ key: v, label: value.componentName, children: <CustomValue value={value} /> }))}
                />
              ))}
            </section>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
