import type { ProductDetailAsideSlotProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, List, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { ProductExtrasServiceToken } from '../product-extras-service';

/** The SKU's assessments beside the detail: average score, count, good rate and the latest three. */
export function ProductAssessments({ productId }: ProductDetailAsideSlotProps) {
  const { t } = useTranslation();
  const api = useService(ProductExtrasServiceToken);
  const { data } = useQuery({ queryKey: ['product-extras', 'assessments', productId], queryFn: ({ signal }) => api.assessments(productId, signal) });
  if (!data) return null;
  return (
    <Card size="small" title={t('product-extras.assessments')} style={{ marginBottom: 12 }}>
      {data.assessmentCount === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product-extras.assessments.none')} />
      ) : (
        <Flex vertical gap={8}>
          <Flex align="center" gap={8} wrap>
            <Rate disabled allowHalf value={data.averageScore} style={{ fontSize: 14 }} />
            <Typography.Text strong>{data.averageScore.toFixed(1)}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary">{t('product-extras.assessments.summary', { count: data.assessmentCount, rate: data.goodRate })}</Typography.Text>
          <List
            size="small"
            dataSource={[...data.content]}
            rowKey="assessmentId"
            renderItem={(a) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex vertical gap={2}>
                  <Typography.Text type="secondary">
                    {a.reviewerName} · {a.createdAt.slice(0, 10)} · <Rate disabled count={5} value={a.score} style={{ fontSize: 10 }} />
                  </Typography.Text>
                  <Typography.Text>{a.content}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Card>
  );
}
