import { shellFeature } from '../shell/shell-feature';
import { accountFeature } from './account';
import { cartExtrasFeature } from './cart-extras';
import { productExtrasFeature } from './product-extras';
import { addressFeature } from './address';
import { attachmentsFeature } from './attachments';
import { budgetFeature } from './budget';
import { budgetDimensionsFeature } from './budget-dimensions';
import { cartFeature } from './cart';
import { identityFeature } from './identity';
import { cartRulesFeature } from './cart-rules';
import { catalogueFeature } from './catalogue';
import { compareFeature } from './compare';
import type { CoreFeature } from './core-feature';
import { domainMessagesFeature } from './domain-messages';
import { favouritesFeature } from './favourites';
import { dialogsFeature } from './dialogs';
import { paymentFeature } from './payment';
import { costAllocationFeature } from './cost-allocation';
import { myOrdersFeature } from './my-orders';
import { fieldsFeature } from './fields';
import { lookupsFeature } from './lookups';
import { multiLanguageFeature } from './multi-language';
import { personalTablesFeature } from './personal-tables';
import { orderFeature } from './order';
import { orderRulesFeature } from './order-rules';
import { productFeature } from './product';
import { productInfoFeature } from './product-info';
import { receiptFeature } from './receipt';
import { dataImportFeature } from './data-import';
import { homeFeature } from './home';
import { myMallFeature } from './my-mall';
import { orderExtrasFeature } from './order-extras';
import { purchaseRequestsFeature } from './purchase-requests';

export type { CoreFeature } from './core-feature';

/** Every core feature, in registration order. */
export const coreFeatures: readonly CoreFeature[] = [shellFeature, domainMessagesFeature, cartRulesFeature, orderRulesFeature, budgetDimensionsFeature, budgetFeature, catalogueFeature, addressFeature, cartFeature, identityFeature, productFeature, productInfoFeature, favouritesFeature, compareFeature, lookupsFeature, multiLanguageFeature, personalTablesFeature, fieldsFeature, dialogsFeature, paymentFeature, costAllocationFeature, orderFeature, attachmentsFeature, accountFeature, cartExtrasFeature, productExtrasFeature, receiptFeature, myOrdersFeature, homeFeature, myMallFeature, orderExtrasFeature, purchaseRequestsFeature, dataImportFeature];
