import { shellFeature } from '../shell/shell-feature';
import { addressFeature } from './address/address-feature';
import { budgetFeature } from './budget/budget-feature';
import { budgetDimensionsFeature } from './budget-dimensions/configured-dimensions';
import { cartFeature } from './cart/cart-feature';
import { identityFeature } from './identity/identity-feature';
import { cartRulesFeature } from './cart-rules/cart-rules-feature';
import { catalogueFeature } from './catalogue/catalogue-feature';
import { compareFeature } from './compare/compare-feature';
import type { CoreFeature } from './core-feature';
import { domainMessagesFeature } from './domain-messages/domain-messages-feature';
import { favouritesFeature } from './favourites/favourites-feature';
import { dialogsFeature } from './dialogs/dialogs-feature';
import { paymentFeature } from './payment/payment-feature';
import { costAllocationFeature } from './cost-allocation/cost-allocation-feature';
import { fieldsFeature } from './fields/fields-feature';
import { orderFeature } from './order/order-feature';
import { orderRulesFeature } from './order-rules/order-rules-feature';
import { productFeature } from './product/product-feature';

export type { CoreFeature } from './core-feature';

/** Every core feature, in registration order. */
export const coreFeatures: readonly CoreFeature[] = [shellFeature, domainMessagesFeature, cartRulesFeature, orderRulesFeature, budgetDimensionsFeature, budgetFeature, catalogueFeature, addressFeature, cartFeature, identityFeature, productFeature, favouritesFeature, compareFeature, fieldsFeature, dialogsFeature, paymentFeature, costAllocationFeature, orderFeature];
