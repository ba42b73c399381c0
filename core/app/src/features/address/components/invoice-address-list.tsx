import { maskPhone, type ReceivingAddress } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, List, Radio, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AddressServiceToken, type AddressService } from '../address-service';

/**
 * The order's invoice addresses, from `invoice-list/choose` (spec 1 section 7 "Addresses"), not
 * the receiving list: the buyer picks the one the invoice goes to.
 */
export function InvoiceAddressList({ chosenId, onChoose }: { chosenId?: number; onChoose: (address: ReceivingAddress) => void }) {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const service = useService<AddressService>(AddressServiceToken);
  const scope = { companyId: session.config?.companyId ?? 0, userId: session.user?.id ?? 0 };
  const { data, isPending } = useQuery({ queryKey: ['address', 'invoice-list', scope], queryFn: () => service.listInvoiceAddresses(scope) });
  if (isPending) return <Spin delay={500} />;
  if (!data || data.length === 0) return <Empty description={t('address.invoice-list.empty')} />;
  return (
    <Radio.Group value={chosenId} style={{ width: '100%' }} onChange={(e) => onChoose(data.find((a) => a.addressId === e.target.value)!)}>
      <List
        dataSource={data}
        rowKey={(a) => String(a.addressId)}
        renderItem={(a) => (
          <List.Item>
            <Flex gap={12} align="start">
              {/* The default invoice address starts chosen; choosing it again must still close the drawer. */}
              <Radio
                value={a.addressId}
                onClick={() => (a.addressId === chosenId ? onChoose(a) : undefined)}
                aria-label={`${t('address.list.choose')} ${a.contactName ?? ''}`}
              />
              <Flex vertical gap={2}>
                <Flex gap={8} align="center">
                  <Typography.Text strong>{a.contactName}</Typography.Text>
                  <Typography.Text>{maskPhone(a.mobile)}</Typography.Text>
                  {a.defaultFlag === 1 ? <Tag color="blue">{t('address.list.default')}</Tag> : null}
                </Flex>
                <Typography.Text type="secondary">{a.fullAddress ?? a.address}</Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Radio.Group>
  );
}
