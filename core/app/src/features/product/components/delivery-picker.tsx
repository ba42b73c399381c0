import { isRegionComplete, type ReceivingAddress } from '@mall/domain';
import { Button, Drawer, Flex, Space, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { AddressList, RegionCascader, type RegionPick } from '../../address';
import { describeChoice } from '../../product-info';
import type { ProductDetailStore } from '../product-detail-store';

/** Spec 1 section 9: the address drawer is 380 wide. */
const DRAWER_WIDTH = 380;

/**
 * "Deliver to" on the product detail: the default receiving address, which the buyer may swap for
 * another of their receiving addresses or for a region of the 4-level tree. Price and stock are
 * re-queried for the choice.
 */
export const DeliveryPicker = observer(function DeliveryPicker({ store }: { store: ProductDetailStore }) {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const [open, setOpen] = useState(false);
  const [pick, setPick] = useState<RegionPick>({ ids: [], names: [] });
  const [regionError, setRegionError] = useState(false);

  const choose = async (choice: Parameters<ProductDetailStore['chooseDelivery']>[0]) => {
    if (!session.user || !session.config) return;
    if (await store.chooseDelivery(choice, { user: session.user, config: session.config })) setOpen(false);
  };
  const chooseAddress = (address: ReceivingAddress) => void choose({ kind: 'address', address });
  const chooseRegion = () => {
    // The cascader starts at the country; the 4 levels are counted below it (spec 1 section 5).
    if (!isRegionComplete(pick.ids.slice(1), {})) {
      setRegionError(true);
      return;
    }
    void choose({ kind: 'region', ids: pick.ids, names: pick.names, codes: pick.codes ?? [], naFlags: pick.naFlags });
  };

  return (
    <>
      <Space wrap size={4}>
        <Typography.Text>{store.delivery ? describeChoice(store.delivery) : '-'}</Typography.Text>
        <Button type="link" size="small" loading={store.requerying} onClick={() => setOpen(true)}>
          {t('product.delivery.change')}
        </Button>
      </Space>
      <Drawer open={open} size={DRAWER_WIDTH} title={t('product.delivery.title')} onClose={() => setOpen(false)} destroyOnHidden>
        <Tabs
          items={[
            {
              key: 'address',
              label: t('product.delivery.by-address'),
              children: <AddressList chosenId={store.address?.addressId} onChoose={chooseAddress} />,
            },
            {
              key: 'region',
              label: t('product.delivery.by-region'),
              children: (
                <Flex vertical gap={12}>
                  <label htmlFor="product-delivery-region">{t('address.field.region')}</label>
                  <RegionCascader
                    id="product-delivery-region"
                    value={pick.ids}
                    status={regionError ? 'error' : undefined}
                    onChange={(next) => {
                      setPick(next);
                      setRegionError(false);
                    }}
                  />
                  {regionError ? (
                    <Typography.Text type="danger" role="alert">
                      {t('address.region-incomplete')}
                    </Typography.Text>
                  ) : null}
                  <Button type="primary" loading={store.requerying} onClick={chooseRegion}>
                    {t('product.delivery.use-region')}
                  </Button>
                </Flex>
              ),
            },
          ]}
        />
      </Drawer>
    </>
  );
});
