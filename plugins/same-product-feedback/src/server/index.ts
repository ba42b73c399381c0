import { defineServerPlugin, type ServerMessages } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { feedbackMigrations } from './feedback-migrations';
import { feedbackRoutes } from './feedback-routes';
import { seedSameProductFeedback } from './feedback-seed';

// Spec 3 gives these refusals no sentences; the texts are ours.
export const feedbackServerMessages: ServerMessages = {
  'same-product-feedback.sku-not-found': { en_US: 'Product {skuId} does not exist', zh_CN: '商品 {skuId} 不存在' },
  'same-product-feedback.not-found': { en_US: 'Feedback {manageId} does not exist', zh_CN: '反馈 {manageId} 不存在' },
  'same-product-feedback.type-unknown': { en_US: 'Unknown feedback type {type}', zh_CN: '未知的反馈类型 {type}' },
  'same-product-feedback.not-editable': { en_US: 'The feedback is {status} and cannot be changed so', zh_CN: '反馈当前状态为 {status}，不能进行此操作' },
};

/**
 * The plugin's server side: the same-sku-manages calls over its table, the feedback types and a
 * demo record. The server loads tenants' entries, so a tenant that `uses` the plugin spreads
 * this into its own entry (see electronics-firm).
 */
export default defineServerPlugin({
  id: '@mall-plugin/same-product-feedback',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: feedbackMigrations,
  routes: feedbackRoutes,
  seed: seedSameProductFeedback,
  messages: feedbackServerMessages,
});

export { feedbackMigrations, feedbackRoutes, seedSameProductFeedback };
