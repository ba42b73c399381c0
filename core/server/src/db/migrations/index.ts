import { sql as platform } from './001-platform';
import { sql as lookupsRegions } from './002-lookups-regions';
import { sql as catalogue } from './010-catalogue';
import { sql as cart } from './011-cart';
import { sql as budget } from './012-budget';
import { sql as addresses } from './013-addresses';
import { sql as orders } from './014-orders';
import { sql as costAllocation } from './015-cost-allocation';
import { sql as cartLineAttributes } from './016-cart-line-attributes';
import { sql as searchKeywords } from './017-search-keywords';
import { sql as productRegionStocks } from './018-product-region-stocks';
import { sql as orderCenterConfig } from './019-order-center-config';
import { sql as numericSanity } from './020-numeric-sanity';
import { sql as signInThrottle } from './022-sign-in-throttle';
import { sql as cartVersions } from './035-cart-versions';
import { sql as listIndexes } from './036-list-indexes';
import { sql as attachments } from './040-attachments';
import { sql as lookupViewData } from './045-lookup-view-data';
import { sql as personalTables } from './046-personal-tables';
import { sql as multiLanguage } from './047-multi-language';
import { sql as myOrders } from './050-my-orders';
import { sql as afterSales } from './051-after-sales';
import { sql as receipts } from './055-receipts';
import { sql as staticTextsSurveys } from './065-static-texts-surveys';
import { sql as postageGifts } from './066-postage-gifts';
import { sql as assessmentsEcPlatforms } from './067-assessments-ec-platforms';
import { sql as dataImport } from './070-data-import';
import { sql as purchaseRequests } from './080-purchase-requests';
import { sql as punchOut } from './110-punch-out';
import { sql as homeAndMyMall } from './130-home-and-my-mall';
import { sql as orderExtras } from './140-order-extras';
import { sql as requestEntryProducts } from './150-request-entry-products';
import { sql as cartImportStaging } from './170-cart-import-staging';
import { sql as productListCounts } from './175-product-list-counts';
import { sql as importCheckTotals } from './190-import-check-totals';
import { sql as itemCategories } from './200-item-categories';
import { sql as openCartSubmit } from './201-open-cart-submit';
import { sql as secondWebsites } from './210-second-websites';
import { sql as zones } from './211-zones';
import { sql as catalogClientValues } from './212-catalog-client-values';
import { sql as cartWindowIndex } from './230-cart-window-index';
import { sql as openCartManualLines } from './240-open-cart-manual-lines';
import { sql as importRowsNoBatchFk } from './250-import-rows-no-batch-fk';
import { sql as importRowChunks } from './251-import-row-chunks';
import { sql as importCheckStaged } from './252-import-check-staged';
import { sql as importRowChunksText } from './253-import-row-chunks-text';

export interface Migration {
  /** `NNN-name`, applied in this order and recorded once in schema_migrations. */
  readonly id: string;
  readonly sql: string;
}

// Migrations are TypeScript modules exporting SQL so the bundle carries them; append only.
export const migrations: readonly Migration[] = [
  { id: '001-platform', sql: platform },
  { id: '002-lookups-regions', sql: lookupsRegions },
  { id: '010-catalogue', sql: catalogue },
  { id: '011-cart', sql: cart },
  { id: '012-budget', sql: budget },
  { id: '013-addresses', sql: addresses },
  { id: '014-orders', sql: orders },
  { id: '015-cost-allocation', sql: costAllocation },
  { id: '016-cart-line-attributes', sql: cartLineAttributes },
  { id: '017-search-keywords', sql: searchKeywords },
  { id: '018-product-region-stocks', sql: productRegionStocks },
  { id: '019-order-center-config', sql: orderCenterConfig },
  { id: '020-numeric-sanity', sql: numericSanity },
  { id: '022-sign-in-throttle', sql: signInThrottle },
  { id: '035-cart-versions', sql: cartVersions },
  { id: '036-list-indexes', sql: listIndexes },
  { id: '040-attachments', sql: attachments },
  { id: '045-lookup-view-data', sql: lookupViewData },
  { id: '046-personal-tables', sql: personalTables },
  { id: '047-multi-language', sql: multiLanguage },
  { id: '050-my-orders', sql: myOrders },
  { id: '051-after-sales', sql: afterSales },
  { id: '055-receipts', sql: receipts },
  { id: '065-static-texts-surveys', sql: staticTextsSurveys },
  { id: '066-postage-gifts', sql: postageGifts },
  { id: '067-assessments-ec-platforms', sql: assessmentsEcPlatforms },
  { id: '070-data-import', sql: dataImport },
  { id: '080-purchase-requests', sql: purchaseRequests },
  { id: '110-punch-out', sql: punchOut },
  { id: '130-home-and-my-mall', sql: homeAndMyMall },
  { id: '140-order-extras', sql: orderExtras },
  { id: '150-request-entry-products', sql: requestEntryProducts },
  { id: '170-cart-import-staging', sql: cartImportStaging },
  { id: '175-product-list-counts', sql: productListCounts },
  { id: '190-import-check-totals', sql: importCheckTotals },
  { id: '200-item-categories', sql: itemCategories },
  { id: '201-open-cart-submit', sql: openCartSubmit },
  { id: '210-second-websites', sql: secondWebsites },
  { id: '211-zones', sql: zones },
  { id: '212-catalog-client-values', sql: catalogClientValues },
  { id: '230-cart-window-index', sql: cartWindowIndex },
  { id: '240-open-cart-manual-lines', sql: openCartManualLines },
  { id: '250-import-rows-no-batch-fk', sql: importRowsNoBatchFk },
  { id: '251-import-row-chunks', sql: importRowChunks },
  { id: '252-import-check-staged', sql: importCheckStaged },
  { id: '253-import-row-chunks-text', sql: importRowChunksText },
];
