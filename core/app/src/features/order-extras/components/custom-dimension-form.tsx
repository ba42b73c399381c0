import { Form, Typography } from 'antd';
import { AttachmentList } from '../../attachments';
import type { CustomDimension } from '../order-extras-service';
import { shownDimensions } from '../supplementary-rules';

/**
 * The custom dimension read-only form (spec 2 section 2): one label per dimension, line-level
 * when `lineNum` is given, else the header's, only those with displayFlag / fxDisplayFlag 1.
 * An attachment dimension (componentType UPLOAD) shows its files as a list.
 */
export function CustomDimensionForm({ dimensions, lineNum }: { dimensions: readonly CustomDimension[]; lineNum?: number }) {
  const shown = shownDimensions(dimensions, lineNum);
  if (shown.length === 0) return null;
  return (
    <Form layout="vertical" size="small" component="div">
      {shown.map((d) => (
        <Form.Item key={d.dimensionCode} label={<Typography.Text type="secondary">{d.dimensionName}</Typography.Text>} style={{ marginBottom: 8 }}>
          {d.componentType === 'UPLOAD' ? (
            d.value ? <AttachmentList attachmentUuid={d.value} readOnly /> : <Typography.Text type="secondary">-</Typography.Text>
          ) : (
            <Typography.Text>{d.valueName ? `${d.valueName} (${d.value ?? ''})` : (d.value ?? '-')}</Typography.Text>
          )}
        </Form.Item>
      ))}
    </Form>
  );
}
