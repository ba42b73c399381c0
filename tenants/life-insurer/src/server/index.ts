import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { insurerMessagesEn, insurerMessagesZh } from '../insurer-messages';
import { insurerFields } from '../line-extras';
import { insurerMigrations } from './insurer-migrations';
import { insurerRoutes } from './insurer-routes';
import { seedInsurer } from './insurer-seed';

/**
 * The life insurer's server entry (spec 3 section 7): the sanction number check and the default
 * expense detail per product, over the tenant's sanctions and product defaults, and the values
 * of its ruling-number and expense-detail lookups.
 */
export default defineServerPlugin({
  id: '@mall-tenant/life-insurer',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: insurerMigrations,
  routes: insurerRoutes,
  seed: seedInsurer,
  fields: insurerFields,
  fieldMessages: [insurerMessagesZh, insurerMessagesEn],
  // Spec 3 gives the sanction check no sentences; the texts are ours.
  messages: {
    'life-insurer.sanction.not-found': { en_US: 'Sanction number {number} does not exist', zh_CN: '批文号 {number} 不存在' },
    'life-insurer.sanction.revoked': { en_US: 'Sanction number {number} has been revoked', zh_CN: '批文号 {number} 已撤销' },
    'life-insurer.sanction.expired': { en_US: 'Sanction number {number} expired on {validTo}', zh_CN: '批文号 {number} 已于 {validTo} 过期' },
  },
});
