import { AFTER_SALE_TEXT_MAX } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Rate, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../platform/http';
import { useService } from '../../../shell/services-context';
import { AfterSalesServiceToken } from '../after-sales-service';
import { MyOrdersServiceToken } from '../my-orders-service';
import { orderIdOf, useMyOrdersPath } from './order-detail-page';

interface ReviewValues {
  rating: number;
  content: string;
}

/** /order-comment and /oms-order-comment: one review (stars and text) of a received order. */
export default function OrderCommentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orders = useService(MyOrdersServiceToken);
  const api = useService(AfterSalesServiceToken);
  const queries = useQueryClient();
  const { message } = App.useApp();
  const back = useMyOrdersPath();
  const [busy, setBusy] = useState(false);
  const id = orderIdOf(params);
  const oms = useLocation().pathname.startsWith('/oms-') ? 'oms-' : '';
  const detail = useQuery({ queryKey: ['my-orders', 'detail', id], queryFn: ({ signal }) => orders.detail(id!, signal), enabled: id !== undefined });
  const review = useQuery({ queryKey: ['after-sales', 'review', id], queryFn: ({ signal }) => api.review(id!, signal), enabled: id !== undefined });
  if (id === undefined) return <Result status="info" title={t('review.action')} subTitle={t('after-sales.missing')} extra={<Link to={back}>{t('my-orders.detail.back')}</Link>} />;
  const failed = detail.error ?? review.error;
  if (failed) return <Alert type="error" showIcon message={errorText(failed, t)} />;
  if (!detail.data || !review.data) return <Spin delay={500} style={{ display: 'block', margin: '48px auto' }} />;
  const submit = async (values: ReviewValues) => {
    setBusy(true);
    try {
      await api.submitReview(id, values.rating, values.content.trim());
      void message.success(t('review.submitted'));
      await queries.invalidateQueries({ queryKey: ['after-sales', 'review', id] });
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  const { comment, canReview } = review.data;
  return (
    <Card title={t('review.title', { orderCode: detail.data.orderCode })} extra={<Link to={`/${oms}order-detail?poHeaderId=${id}`}>{t('after-sales.back-to-order')}</Link>}>
      {comment ? (
        <div>
          <Rate disabled value={comment.rating} />
          <Typography.Paragraph style={{ marginTop: 8 }}>{comment.content}</Typography.Paragraph>
          <Typography.Text type="secondary">{t('review.done', { date: comment.creationDate })}</Typography.Text>
        </div>
      ) : canReview ? (
        <Form<ReviewValues> layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
          <Form.Item name="rating" label={t('review.rating')} rules={[{ required: true, message: t('after-sales.required') }]}>
            <Rate />
          </Form.Item>
          <Form.Item name="content" label={t('review.content')} rules={[{ required: true, whitespace: true, message: t('after-sales.required') }]}>
            <Input.TextArea rows={4} maxLength={AFTER_SALE_TEXT_MAX} showCount placeholder={t('review.content-placeholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('review.submit')}
          </Button>
        </Form>
      ) : (
        <Alert type="info" showIcon message={t('review.not-allowed')} />
      )}
    </Card>
  );
}
