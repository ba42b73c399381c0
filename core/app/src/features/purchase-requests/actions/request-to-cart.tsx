import type { RequestActionProps } from '@mall/sdk';
import { CartRefillButton } from '../../../shell/cart-refill-button';
import { useService } from '../../../shell/services-context';
import { PurchaseRequestServiceToken } from '../purchase-request-service';

/**
 * Puts a saved request's lines that name manual products into the cart (open-cart/buy-again):
 * 'buy again' in My requests, 'import manual products to cart' on the request page.
 */
export function RequestToCartButton({ mallRequestId, labelKey, type }: { mallRequestId: number; labelKey: string; type?: 'link' | 'default' }) {
  const api = useService(PurchaseRequestServiceToken);
  return (
    <CartRefillButton
      call={() => api.buyAgain(mallRequestId)}
      labelKey={labelKey}
      doneKey="purchase-request.to-cart.done"
      partlyKey="purchase-request.to-cart.partly"
      type={type}
    />
  );
}

/** `request-list.actions` 'buy again' of one request. */
export function BuyAgainAction({ request }: RequestActionProps) {
  return request ? <RequestToCartButton mallRequestId={request.mallRequestId} labelKey="my-request.action.buy-again" /> : null;
}
