import type { ProductDetailAsideSlotProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { isECommerceSource } from '../../product-info';
import { ProductExtrasServiceToken } from '../product-extras-service';

/** For goods from an e-commerce platform (sourceFrom JD...), the platform's name and labels (ec-platforms/labels). */
export function EcPlatformLabels({ sourceFrom }: ProductDetailAsideSlotProps) {
  const { t } = useTranslation();
  const api = useService(ProductExtrasServiceToken);
  const platform = isECommerceSource(sourceFrom);
  const { data } = useQuery({ queryKey: ['product-extras', 'platform-labels', sourceFrom], queryFn: ({ signal }) => api.platformLabels(sourceFrom, signal), enabled: platform });
  if (!platform || !data) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('product-extras.platform', { platform: data.platformName })}</Typography.Text>
      <Flex gap={4} wrap style={{ marginTop: 8 }}>
        {data.labelList.map((label) => (
          <Tag key={label} color="processing">
            {label}
          </Tag>
        ))}
      </Flex>
    </Card>
  );
}
