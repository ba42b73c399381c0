import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomizedProductValue } from './cost-allocation-service';

/** The stored value may list several files, comma separated. */
function files(value: string | undefined): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
}

function fileName(url: string): string {
  const path = url.split('?')[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}

/** A custom product line value, read-only: uploads as links, images as thumbnails, the rest as text. */
export function CustomValue({ value }: { value: CustomizedProductValue }) {
  const { t } = useTranslation();
  const type = value.componentType.toUpperCase();
  if (type === 'UPLOAD' || type === 'IMAGE') {
    const list = files(value.cpValue);
    if (list.length === 0) return <Typography.Text type="secondary">{t('cost-allocation.no-file')}</Typography.Text>;
    if (type === 'IMAGE') {
      return (
        <Image.PreviewGroup>
          <Space wrap>
            {list.map((src) => (
              <Image key={src} src={src} width={64} height={64} style={{ objectFit: 'cover' }} alt={`${value.componentName} ${fileName(src)}`} />
            ))}
          </Space>
        </Image.PreviewGroup>
      );
    }
    return (
      <Space orientation="vertical" size={0}>
        {list.map((href) => (
          <Typography.Link key={href} href={href} target="_blank" rel="noopener noreferrer">
            {fileName(href)}
          </Typography.Link>
        ))}
      </Space>
    );
  }
  return <Typography.Text>{value.cpValue ?? ''}</Typography.Text>;
}
