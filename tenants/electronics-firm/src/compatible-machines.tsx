import { HttpClientToken, useMallService, useMessage, type ProductDetailAsideSlotProps } from '@mall/sdk';
import { Button, Drawer, Empty, Table } from 'antd';
import { useEffect, useState } from 'react';
import { COMPATIBLE_DRAWER_WIDTH } from './electronics-rules';

/** One machine a product is compatible with, as the tenant's server answers it. */
export interface CompatibleMachine {
  readonly machineBrand: string;
  readonly machineModel: string;
  readonly configuration: string;
  readonly remark: string;
}

/** The product's compatible machines in a drawer 742 wide (spec 3 sections 2 and 9). */
export function CompatibleMachines({ productId }: ProductDetailAsideSlotProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const [open, setOpen] = useState(false);
  const [machines, setMachines] = useState<CompatibleMachine[]>();
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    setMachines(undefined);
    http
      .request<CompatibleMachine[]>('GET', `/smpc/v1/{org}/calb-compatible-machines/${productId}`, { signal: abort.signal })
      .then(setMachines)
      .catch(() => !abort.signal.aborted && setMachines([]));
    return () => abort.abort();
  }, [open, productId, http]);
  const column = (key: keyof CompatibleMachine, width?: number) => ({ key, dataIndex: key, title: t(`electronics-firm.compatible.${key === 'machineBrand' ? 'brand' : key === 'machineModel' ? 'model' : key}`), ...(width ? { width } : {}) });
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="compatible-open">
        {t('electronics-firm.compatible.open')}
      </Button>
      <Drawer open={open} size={COMPATIBLE_DRAWER_WIDTH} title={t('electronics-firm.compatible.title')} onClose={() => setOpen(false)} destroyOnHidden>
        <Table<CompatibleMachine>
          data-testid="compatible-table"
          size="small"
          loading={machines === undefined}
          rowKey={(m) => `${m.machineBrand}/${m.machineModel}`}
          pagination={false}
          dataSource={machines ?? []}
          columns={[column('machineBrand', 120), column('machineModel', 160), column('configuration'), column('remark', 140)]}
          locale={{ emptyText: <Empty description={t('electronics-firm.compatible.empty')} /> }}
        />
      </Drawer>
    </>
  );
}
