import { doubleUnitText, isReceiptQuantityEditable, receiptQuantityRange } from '@mall/domain';
import { AttachmentListToken, useMallService, type MessageRef } from '@mall/sdk';
import { Checkbox, Flex, Input, InputNumber, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProductImage, useProductJump } from '../../catalogue';
import { translateFieldMessage } from '../../fields';
import { errorKey, type DraftLine, type ReceiptDrawerStore } from '../receipt-drawer-store';
import { usesPackageUnits } from '../receipt-rules';
import type { DeliveryLine } from '../receipt-service';

/** Product links are disabled for MANUAL goods and for lines with a quotation number (spec 2 section 2). */
export const hasProductLink = (line: Pick<DeliveryLine, 'cecFromCode' | 'qtHeaderNo'>) => line.cecFromCode !== 'MANUAL' && !line.qtHeaderNo;

export function ProductCell({ line }: { line: DeliveryLine }) {
  const { t } = useTranslation();
  const { hrefOf, open } = useProductJump();
  return (
    <Flex gap={8} align="center">
      <ProductImage src={line.primaryUrl} alt={line.skuName} size={48} />
      <Flex vertical style={{ minWidth: 0 }}>
        {hasProductLink(line) ? (
          <Typography.Link
            href={hrefOf(line.skuId, line.cecFromCode)}
            onClick={(e) => {
              e.preventDefault();
              open(line.skuId, line.cecFromCode);
            }}
            ellipsis
          >
            {line.skuName}
          </Typography.Link>
        ) : (
          <Typography.Text ellipsis>{line.skuName}</Typography.Text>
        )}
        <Typography.Text type="secondary">{t('receipt.code', { code: line.skuCode })}</Typography.Text>
        <Typography.Text type="secondary">{t('receipt.source', { source: line.cecFromCode })}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/**
 * A quantity with its unit; with the double-UOM flag on and a custom unit that applies, the
 * package count and custom unit first, then the base quantity and unit (spec 2 section 5).
 */
export function UnitQuantity({ line, quantity, doubleUomFlag }: { line: DeliveryLine; quantity: number; doubleUomFlag: 0 | 1 | undefined }) {
  return <span>{doubleUnitText(line, quantity, doubleUomFlag) ?? `${quantity} ${line.uomName}`}</span>;
}

export function FieldError({ message }: { message?: MessageRef }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {translateFieldMessage(t, message)}
    </Typography.Text>
  );
}

/** This receipt's quantity: step and bounds from the unit precision and the waiting quantity; fixed for catalogue and manual goods and computed for package lines. */
export const ThisTimeCell = observer(function ThisTimeCell({ draft, store }: { draft: DraftLine; store: ReceiptDrawerStore }) {
  const { t } = useTranslation();
  const { line } = draft;
  const range = receiptQuantityRange(line);
  const editable = isReceiptQuantityEditable(line) && !usesPackageUnits(line);
  const error = store.errors.get(errorKey(line.consignmentEntryId, 'thisTimeReceiveQuantity'));
  return (
    <>
      <InputNumber
        aria-label={`${t('receipt.column.this-time')} ${line.skuName}`}
        value={draft.quantity}
        min={range.min}
        max={range.max}
        step={range.step}
        precision={line.uomPrecision ?? 0}
        disabled={!editable || !draft.checked}
        status={error ? 'error' : undefined}
        onChange={(v) => store.setQuantity(line.consignmentEntryId, v ?? undefined)}
        style={{ width: 110 }}
      />
      <FieldError message={error} />
    </>
  );
});

/** Packages of a custom-unit line: at least 0; entering them recomputes the base quantity. */
export const PackageCell = observer(function PackageCell({ draft, store }: { draft: DraftLine; store: ReceiptDrawerStore }) {
  const { t } = useTranslation();
  const { line } = draft;
  if (!usesPackageUnits(line)) return null;
  const error = store.errors.get(errorKey(line.consignmentEntryId, 'packageQuantity'));
  return (
    <>
      <Flex gap={4} align="center">
        <InputNumber
          aria-label={`${t('receipt.column.package')} ${line.skuName}`}
          value={draft.packageQuantity}
          min={0}
          step={Number(`1e-${line.customUomPrecision ?? 0}`)}
          precision={line.customUomPrecision ?? 0}
          disabled={!isReceiptQuantityEditable(line) || !draft.checked}
          status={error ? 'error' : undefined}
          onChange={(v) => store.setPackageQuantity(line.consignmentEntryId, v ?? undefined)}
          style={{ width: 90 }}
        />
        <span>{line.customUomName}</span>
      </Flex>
      <FieldError message={error} />
    </>
  );
});

/** A line's attachment, within the user's manualFileSize (spec 2 section 5; the server applies the same 'manual-line' limit). */
export const AttachmentCell = observer(function AttachmentCell({ draft, store, maxFileSizeMb }: { draft: DraftLine; store: ReceiptDrawerStore; maxFileSizeMb: number }) {
  const AttachmentList = useMallService(AttachmentListToken);
  return (
    <AttachmentList
      attachmentUuid={draft.attachmentUuid}
      readOnly={!draft.checked}
      maxFileSizeMb={maxFileSizeMb}
      usage="manual-line"
      onChange={(uuid) => store.setAttachment(draft.line.consignmentEntryId, uuid)}
    />
  );
});

/** Remark: one row (spec 2 section 5). Observers per cell: antd's table draws cells outside the drawer's own render. */
export const RemarkCell = observer(function RemarkCell({ draft, store }: { draft: DraftLine; store: ReceiptDrawerStore }) {
  const { t } = useTranslation();
  return (
    <Input
      aria-label={`${t('receipt.column.remark')} ${draft.line.skuName}`}
      maxLength={240}
      value={draft.remark}
      disabled={!draft.checked}
      onChange={(e) => store.setRemark(draft.line.consignmentEntryId, e.target.value)}
    />
  );
});

/** 'convert to stock for use' of a receive-and-store line (default on). */
export const StorageCell = observer(function StorageCell({ draft, store }: { draft: DraftLine; store: ReceiptDrawerStore }) {
  const { t } = useTranslation();
  if (draft.line.receiveAndStorageFlag !== 1) return null;
  return (
    <Checkbox checked={draft.storage} disabled={!draft.checked} onChange={(e) => store.setStorage(draft.line.consignmentEntryId, e.target.checked)}>
      {t('receipt.storage')}
    </Checkbox>
  );
});
