import {
  ADDRESS_DRAWER_WIDTH,
  ADDRESS_LIMITS,
  DEFAULT_COUNTRY_CODE,
  composeFullAddress,
  lastRegionId,
  validateAddress,
  type AddressFieldErrors,
  type AddressFormField,
  type ReceivingAddress,
} from '@mall/domain';
import { Button, Drawer, Flex, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notifier } from '../../../platform/feedback';
import { TYPES } from '../../../platform/tokens';
import { useMallRuntime } from '../../../shell/mall-runtime';
import { useService } from '../../../shell/services-context';
import { AddressStoreToken, type AddressStore } from '../address-store';
import { usePhoneCodes } from './use-phone-codes';
import { RegionCascader, type RegionPick } from './region-cascader';

interface Props {
  readonly open: boolean;
  /** The address being edited; absent to create one. */
  readonly original?: ReceivingAddress;
  readonly onClose: () => void;
  readonly onSaved?: () => void;
}

/** `regionIdList` and `regionNameList` hold the levels below the country, as the server saves them; the country is kept beside them for the picker. */
type Draft = ReceivingAddress & { regionIdList: number[]; regionNameList: string[]; countryId?: number; countryName?: string };

const draftOf = (a: ReceivingAddress | undefined): Draft => ({
  ...a,
  internationalTelCode: a?.internationalTelCode ?? DEFAULT_COUNTRY_CODE,
  regionIdList: [...(a?.regionIdList ?? [])],
  regionNameList: [...(a?.regionNameList ?? [])],
  defaultFlag: a?.defaultFlag ?? 0,
});

/** The cascader's first level is the country: the rule counts the levels below it (spec 1: 'at least 4 levels'). */
function belowCountry(pick: RegionPick): Partial<Draft> {
  const [countryId, ...regionIdList] = pick.ids;
  return { regionIdList, regionNameList: pick.names.slice(1), countryId, countryName: pick.countryName };
}

/**
 * Create or edit a receiving address in a drawer (spec 1 section 5 "Address form"). Every
 * rule is the domain's `validateAddress`; a refused field shows its message beside it and
 * nothing is sent.
 */
export function AddressFormDrawer({ open, original, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { session } = useMallRuntime();
  const store = useService<AddressStore>(AddressStoreToken);
  const notifier = useService<Notifier>(TYPES.Notifier);
  const phoneCodes = usePhoneCodes();
  const [draft, setDraft] = useState<Draft>(() => draftOf(original));
  const [edited, setEdited] = useState<AddressFormField[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  // ADDRESS mode quotes a company address through a lookup; CONTACT mode picks a region.
  const quoteMode = session.config?.addressPermission === 'ADDRESS';

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(original));
    setEdited([]);
    setSubmitted(false);
  }, [open, original]);

  const ctx = { original: original ? { email: original.email, regionIdList: original.regionIdList } : undefined, editedFields: edited, regionDisabled: quoteMode };
  // ctx is rebuilt from these on every render; depending on it would recompute every time.
  const errors: AddressFieldErrors = useMemo(() => validateAddress(draft, ctx), [draft, edited, original, quoteMode]);
  const shown = (field: AddressFormField) => (submitted || edited.includes(field) ? errors[field] : undefined);

  const change = (field: AddressFormField, patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setEdited((e) => (e.includes(field) ? e : [...e, field]));
  };

  const item = (field: AddressFormField, labelKey: string, control: React.ReactNode, extra?: React.ReactNode) => {
    const error = shown(field);
    return (
      <Form.Item
        label={t(labelKey)}
        htmlFor={`address-${field}`}
        required={['contactName', 'internationalTelCode', 'mobile', 'region', 'address'].includes(field)}
        validateStatus={error ? 'error' : undefined}
        help={error ? t(error.key, error.params) : undefined}
        extra={extra}
      >
        {control}
      </Form.Item>
    );
  };

  const quote = (addressId: number) => {
    const source = store.companyAddresses.find((a) => a.addressId === addressId);
    if (!source) return;
    setDraft((d) => ({
      ...d,
      quoteAddressId: addressId,
      regionIdList: [...(source.regionIdList ?? [])],
      regionNameList: [...(source.regionNameList ?? [])],
      address: source.address,
      zip: source.zip ?? d.zip,
    }));
    setEdited((e) => [...e.filter((f) => f !== 'region' && f !== 'address'), 'region', 'address']);
  };

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const { countryName, countryId: _countryId, ...fields } = draft;
    const payload: ReceivingAddress = {
      ...fields,
      addressType: 'RECEIVER',
      companyId: original?.companyId ?? session.config?.companyId,
      userId: original?.userId ?? session.user?.id,
      regionId: lastRegionId(draft.regionIdList),
      fullAddress: composeFullAddress(draft.regionNameList, draft.address?.trim(), countryName),
    };
    setSaving(true);
    try {
      await store.save(payload);
      notifier.notify('success', t(original?.addressId ? 'address.modified' : 'address.created'));
      onSaved?.();
      onClose();
    } catch {
      // The HTTP client has shown the failure; the drawer stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      size={ADDRESS_DRAWER_WIDTH}
      title={t(original?.addressId ? 'address.edit' : 'address.new')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('address.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('address.save')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" onFinish={() => void submit()} component="div">
        {item('contactName', 'address.field.contact-name', <Input id="address-contactName" value={draft.contactName} maxLength={ADDRESS_LIMITS.contactName} onChange={(e) => change('contactName', { contactName: e.target.value })} />)}
        <Space.Compact block>
          <div style={{ width: 120 }}>
            {item(
              'internationalTelCode',
              'address.field.area-code',
              <Select
                id="address-internationalTelCode"
                value={draft.internationalTelCode}
                options={phoneCodes.map((c) => ({ value: c.value, label: c.value, title: c.meaning }))}
                onChange={(code: string) => change('internationalTelCode', { internationalTelCode: code })}
              />,
            )}
          </div>
          <div style={{ flex: 1 }}>
            {item('mobile', 'address.field.mobile', <Input id="address-mobile" value={draft.mobile} inputMode="tel" onChange={(e) => change('mobile', { mobile: e.target.value })} />)}
          </div>
        </Space.Compact>
        {item(
          'phone',
          'address.field.phone',
          <Input id="address-phone" value={draft.phone} inputMode="tel" onChange={(e) => change('phone', { phone: e.target.value })} />,
          t('address.phone-hint'),
        )}
        {item('email', 'address.field.email', <Input id="address-email" type="email" value={draft.email} onChange={(e) => change('email', { email: e.target.value })} />)}
        {quoteMode ? (
          <Form.Item label={t('address.field.quote')} htmlFor="address-quote">
            <Select
              id="address-quote"
              value={draft.quoteAddressId}
              placeholder={t('address.field.quote-placeholder')}
              options={store.companyAddresses.map((a) => ({ value: a.addressId, label: a.fullAddress ?? a.address }))}
              onChange={(id: number) => quote(id)}
            />
          </Form.Item>
        ) : null}
        {item(
          'region',
          'address.field.region',
          <RegionCascader
            id="address-region"
            value={draft.countryId === undefined ? draft.regionIdList : [draft.countryId, ...draft.regionIdList]}
            savedNames={original?.regionNameList}
            disabled={quoteMode}
            status={shown('region') ? 'error' : undefined}
            onChange={(pick: RegionPick) => change('region', belowCountry(pick))}
          />,
        )}
        {item(
          'address',
          'address.field.address',
          <Input.TextArea id="address-address" value={draft.address} rows={2} maxLength={ADDRESS_LIMITS.address} disabled={quoteMode} onChange={(e) => change('address', { address: e.target.value })} />,
        )}
        {item('zip', 'address.field.zip', <Input id="address-zip" value={draft.zip} maxLength={ADDRESS_LIMITS.zip} onChange={(e) => change('zip', { zip: e.target.value })} />)}
        <Form.Item label={t('address.field.default')} htmlFor="address-default">
          <Switch id="address-default" checked={draft.defaultFlag === 1} onChange={(on) => setDraft((d) => ({ ...d, defaultFlag: on ? 1 : 0 }))} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
