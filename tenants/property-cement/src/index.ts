import { definePlugin, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { propertyFieldRegistration } from './property-dimensions';
import { propertyMessagesEn, propertyMessagesZh } from './property-messages';

/**
 * The property and cement tenant (spec 3): its own budget rows (subject, use department,
 * internal order, fee type, asset class, management department, fixed asset, and the
 * organisation category some organisations need) in place of the server-configured dimensions.
 */
export default definePlugin({
  id: '@mall-tenant/property-cement',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    propertyFieldRegistration(ctx);
    ctx.contribute(messages, propertyMessagesZh, propertyMessagesEn);
  },
});

export { ORG_CODES_NEEDING_CATEGORY } from './property-dimensions';
