import { PurchaseRequestFormToken, useMallService } from '@mall/sdk';

/** /add-purchase: core's manual purchase request page (a tenant may replace it by path and wrap the same form). */
export default function AddPurchasePage() {
  const Form = useMallService(PurchaseRequestFormToken);
  return <Form />;
}
