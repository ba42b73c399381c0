import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { fieldsMessagesEn, fieldsMessagesZh } from './fields-messages';

/** The shared field-schema renderer's texts. */
export const fieldsFeature: CoreFeature = {
  name: 'fields',
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.fields.en', locale: 'en_US', messages: fieldsMessagesEn },
      { id: 'core.messages.fields.zh', locale: 'zh_CN', messages: fieldsMessagesZh },
    );
  },
};
