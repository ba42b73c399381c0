import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { internetMessagesEn, internetMessagesZh } from '../internet-messages';
import { collectionRequestDiverter, REQUEST_FAILED } from './collection-request';
import { internetMigrations } from './internet-migrations';
import { collectionApartSubmitCheck, walletTransfer } from './internet-routes';
import { seedInternet } from './internet-seed';

const APART = 'internet-firm.collection-purchase-apart';

/**
 * The internet firm's server entry (spec 3): the wallet-transfer call behind the top bar's
 * 'My wallet', the collection-use / purchase goods rule again on the submit, and a collection-use
 * submit made into an OA purchase request instead of an order. The open cart
 * it buys through is core's punch-out gateway.
 */
export default defineServerPlugin({
  id: '@mall-tenant/internet-firm',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: internetMigrations,
  routes: [walletTransfer],
  // The refusal's text is the browser's own sentence, in both languages.
  messages: Object.fromEntries([APART, REQUEST_FAILED].map((key) => [key, { en_US: internetMessagesEn.messages[key]!, zh_CN: internetMessagesZh.messages[key]! }])),
  orderSubmitValidators: [collectionApartSubmitCheck],
  orderSubmitDiverters: [collectionRequestDiverter],
  seed: seedInternet,
});
