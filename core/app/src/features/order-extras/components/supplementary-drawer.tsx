import { Button, Descriptions, Drawer, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExtraInfo, ExtraLine } from '../order-extras-service';
import { shownFields } from '../supplementary-rules';
import { CustomDimensionForm } from './custom-dimension-form';

/** Spec 2 section 9: the supplementary sidebar is 380 wide. */
export const SUPPLEMENTARY_WIDTH = 380;

export interface SupplementaryDrawerProps {
  open: boolean;
  onClose: () => void;
  info: ExtraInfo;
  /** The line whose information is shown; the header's when absent. */
  line?: ExtraLine;
  /** What the header's panel is titled with (the order code). */
  orderCode: string;
}

/**
 * The supplementary information panel (spec 2 section 2, sidebar 380): the SKU or product name,
 * read-only forms of the unit's header or line fields that have values, the purchase-unit
 * dimensions (header) and the custom dimensions. Close button.
 */
export function SupplementaryDrawer({ open, onClose, info, line, orderCode }: SupplementaryDrawerProps) {
  const { t } = useTranslation();
  const fields = shownFields(line ? line.fieldList : info.headerFieldList);
  const units = line ? [] : info.unitDimensionList.filter((d) => d.value !== undefined);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={SUPPLEMENTARY_WIDTH}
      title={t('order-extras.supplementary.title')}
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Button onClick={onClose}>{t('order-extras.close')}</Button>
        </Flex>
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {line ? line.skuName : orderCode}
      </Typography.Title>
      {fields.length > 0 ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          {fields.map((f) => (
            <Descriptions.Item key={f.fieldCode} label={t(`order-extras.field.${f.fieldCode}`, { defaultValue: f.fieldCode })}>
              {f.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
      {units.length > 0 ? (
        <Descriptions size="small" column={1} title={t('order-extras.unit-dimensions')} style={{ marginBottom: 12 }}>
          {units.map((d) => (
            <Descriptions.Item key={d.dimensionCode} label={t(`order-extras.dimension.${d.dimensionCode}`)}>
              {d.valueName ?? d.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
      <CustomDimensionForm dimensions={line ? line.lineCustomizedList : info.headerCustomizedList} lineNum={line?.lineNum} />
      {fields.length === 0 && units.length === 0 && !(line ? line.lineCustomizedList : info.headerCustomizedList).length ? <Empty /> : null}
    </Drawer>
  );
}
