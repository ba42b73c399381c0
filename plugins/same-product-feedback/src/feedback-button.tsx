import { useMessage, type ProductDetailAsideSlotProps } from '@mall/sdk';
import { Button } from 'antd';
import { useState } from 'react';
import { FeedbackModal } from './feedback-modal';

/** Beside the product detail: opens the same-product feedback modal for this product. */
export function FeedbackButton({ productId }: ProductDetailAsideSlotProps) {
  const t = useMessage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="feedback-open">
        {t('same-product-feedback.open')}
      </Button>
      {open ? <FeedbackModal skuId={productId} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
