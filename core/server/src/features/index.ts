import type { Feature } from './feature';
import { orderExtrasRoutes } from './order-extras/order-extras-routes';
import { identityRoutes } from './identity/identity-routes';
import { lookupRoutes } from './lookups/lookup-routes';
import { personalTableRoutes } from './personal-tables/personal-table-routes';
import { multiLanguageRoutes } from './multi-language/multi-language-routes';
import { mallConfigRoutes } from './mall-config/mall-config-routes';
import { permissionRoutes } from './permissions/permission-routes';
import { regionRoutes } from './regions/region-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { productDetailRoutes } from './product-detail/product-detail-routes';
import { cartRoutes } from './cart/cart-routes';
import { budgetRoutes } from './budget/budget-routes';
import { favouriteRoutes } from './favourites/favourite-routes';
import { compareRoutes } from './compare/compare-routes';
import { addressRoutes } from './addresses/address-routes';
import { paymentRoutes } from './payment/payment-routes';
import { costAllocationRoutes } from './cost-allocation/cost-allocation-routes';
import { myOrdersRoutes } from './my-orders/my-orders-routes';
import { attachmentRoutes } from './attachments/attachment-routes';
import { receiptRoutes } from './receipts/receipt-routes';
import { accountRoutes } from './account/account-routes';
import { cartExtrasRoutes } from './cart-extras/cart-extras-routes';
import { productExtrasRoutes } from './product-extras/product-extras-routes';
import { purchaseRequestRoutes } from './purchase-requests/purchase-request-routes';
import { homeRoutes } from './home/home-routes';
import { myMallRoutes } from './my-mall/my-mall-routes';
import { importRoutes } from './data-import/import-routes';
import { punchOutRoutes } from './punch-out/punch-out-routes';
import { visitRoutes } from './visit/visit-routes';
import { zoneRoutes } from './zones/zone-routes';
import { skuDetailRoutes } from './sku-detail/sku-detail-routes';

/** Every feature of the gateway, registered in this order. Add a feature here. */
export const features: readonly Feature[] = [
  { name: 'identity', routes: identityRoutes },
  { name: 'permissions', routes: permissionRoutes },
  { name: 'mall-config', routes: mallConfigRoutes },
  { name: 'lookups', routes: lookupRoutes },
  { name: 'personal-tables', routes: personalTableRoutes },
  { name: 'multi-language', routes: multiLanguageRoutes },
  { name: 'regions', routes: regionRoutes },
  { name: 'catalogue', routes: catalogueRoutes },
  { name: 'product-detail', routes: productDetailRoutes },
  { name: 'cart', routes: cartRoutes },
  { name: 'budget', routes: budgetRoutes },
  { name: 'favourites', routes: favouriteRoutes },
  { name: 'compare', routes: compareRoutes },
  { name: 'addresses', routes: addressRoutes },
  { name: 'payment', routes: paymentRoutes },
  { name: 'cost-allocation', routes: costAllocationRoutes },
  { name: 'my-orders', routes: myOrdersRoutes },
  { name: 'attachments', routes: attachmentRoutes },
  { name: 'receipts', routes: receiptRoutes },
  { name: 'account', routes: accountRoutes },
  { name: 'cart-extras', routes: cartExtrasRoutes },
  { name: 'product-extras', routes: productExtrasRoutes },
  { name: 'purchase-requests', routes: purchaseRequestRoutes },
  { name: 'home', routes: homeRoutes },
  { name: 'my-mall', routes: myMallRoutes },
  { name: 'data-import', routes: importRoutes },
  { name: 'order-extras', routes: orderExtrasRoutes },
  { name: 'punch-out', routes: punchOutRoutes },
  { name: 'visit', routes: visitRoutes },
  { name: 'zones', routes: zoneRoutes },
  { name: 'sku-detail', routes: skuDetailRoutes },
];

export type { Feature } from './feature';
