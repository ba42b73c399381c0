import { isAddressSelectable, maskPhone, type ReceivingAddress } from '@mall/domain';
import { Alert, Button, Empty, Flex, List, Radio, Spin, Tag, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AddressStoreToken, type AddressStore } from '../address-store';
import { AddressFormDrawer } from './address-form-drawer';

interface Props {
  /** The chosen address in choose mode. */
  readonly chosenId?: number;
  readonly onChoose?: (address: ReceivingAddress) => void;
}

/**
 * The buyer's receiving addresses (`addresss/list/choose`, RECEIVER): default flag, masked
 * mobile, and belongType 1 rows that can be neither chosen nor deleted. As a picker (`onChoose`)
 * it offers "New address" only with the `enableCreateReceiverAddress` setting.
 */
export const AddressList = observer(function AddressList({ chosenId, onChoose }: Props) {
  const { t } = useTranslation();
  const { session, host } = useMallRuntime();
  // Spec 1 section 5: creating a receiving address from the picker needs the setting.
  const canCreate = onChoose === undefined || host.settings().enableCreateReceiverAddress;
  const store = useService<AddressStore>(AddressStoreToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const [editing, setEditing] = useState<{ open: boolean; address?: ReceivingAddress }>({ open: false });
  const companyId = session.config?.companyId;
  const userId = session.user?.id;

  useEffect(() => {
    if (companyId !== undefined && userId !== undefined) void store.load({ companyId, userId });
  }, [store, companyId, userId]);

  const remove = async (address: ReceivingAddress) => {
    if (!(await notifier.confirm(t('address.list.delete'), t('address.list.delete-confirm')))) return;
    await store.remove(address).catch(() => undefined);
  };

  const header = (
    <Flex justify="space-between" align="center">
      <Typography.Text strong>{t('address.list.title')}</Typography.Text>
      {canCreate ? (
        <Button type="primary" onClick={() => setEditing({ open: true })}>
          {t('address.new')}
        </Button>
      ) : null}
    </Flex>
  );

  let body;
  if (store.status === 'loading' && store.addresses.length === 0) body = <Spin />;
  else if (store.status === 'error')
    body = (
      <Alert
        type="error"
        showIcon
        title={t('address.list.load-failed')}
        action={
          <Button size="small" onClick={() => companyId !== undefined && userId !== undefined && void store.load({ companyId, userId })}>
            {t('address.list.retry')}
          </Button>
        }
      />
    );
  else if (store.addresses.length === 0) body = <Empty description={t('address.list.empty')} />;
  else
    body = (
      <Radio.Group value={chosenId} style={{ width: '100%' }} onChange={(e) => onChoose?.(store.addresses.find((a) => a.addressId === e.target.value)!)}>
        <List
          dataSource={store.addresses}
          rowKey={(a) => String(a.addressId)}
          renderItem={(a) => {
            const selectable = isAddressSelectable(a);
            return (
              <List.Item
                actions={[
                  <Button key="edit" type="link" size="small" onClick={() => setEditing({ open: true, address: a })}>
                    {t('address.list.edit')}
                  </Button>,
                  a.defaultFlag !== 1 ? (
                    <Button key="default" type="link" size="small" onClick={() => void store.setDefault(a).catch(() => undefined)}>
                      {t('address.list.set-default')}
                    </Button>
                  ) : null,
                  selectable ? (
                    <Button key="delete" type="link" size="small" danger onClick={() => void remove(a)}>
                      {t('address.list.delete')}
                    </Button>
                  ) : null,
                ].filter(Boolean)}
              >
                <Flex gap={12} align="start">
                  {onChoose ? (
                    <Tooltip title={selectable ? undefined : t('address.list.company-level')}>
                      <Radio value={a.addressId} disabled={!selectable} aria-label={`${t('address.list.choose')} ${a.contactName ?? ''}`} />
                    </Tooltip>
                  ) : null}
                  <div>
                    {/* In the 380 px drawer beside three actions: the line wraps between the name, the
                        phone and the tags, never inside them (a name broke one character per line). */}
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                        {a.contactName}
                      </Typography.Text>
                      <Typography.Text style={{ whiteSpace: 'nowrap' }}>{maskPhone(a.mobile)}</Typography.Text>
                      {a.defaultFlag === 1 ? <Tag color="processing">{t('address.list.default')}</Tag> : null}
                      {/* The server's belongTypeMeaning is a code ('COMPANY'); the buyer reads it in words. */}
                      {!selectable ? <Tag>{t('address.field.quote')}</Tag> : null}
                    </Flex>
                    <Typography.Text type="secondary">{a.fullAddress ?? a.address}</Typography.Text>
                  </div>
                </Flex>
              </List.Item>
            );
          }}
        />
      </Radio.Group>
    );

  return (
    <Flex vertical gap={12}>
      {header}
      {body}
      <AddressFormDrawer open={editing.open} original={editing.address} onClose={() => setEditing({ open: false })} />
    </Flex>
  );
});
