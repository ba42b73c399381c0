import { contributeMessages, type CoreFeature } from '../core-feature';
import { fieldsModule } from './module';
import { fieldsMessagesEn, fieldsMessagesZh } from './fields-messages';

/** The shared field-schema renderer's texts, and its form bound to the SDK's `FieldFormToken` for plugins. */
export const fieldsFeature: CoreFeature = {
  name: 'fields',
  module: fieldsModule,
  contribute(ctx) {
    contributeMessages(ctx, 'fields', fieldsMessagesEn, fieldsMessagesZh);
  },
};
