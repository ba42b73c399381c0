import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { dialogsModule } from './module';
import { dialogsMessagesEn, dialogsMessagesZh } from './dialogs-messages';

/**
 * The generic dialogs (remark entry, countdown, operation failed), also bound to the SDK's
 * tokens so a tenant page opens core's dialogs instead of copying them.
 */
export const dialogsFeature: CoreFeature = {
  name: 'dialogs',
  module: dialogsModule,
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.dialogs.en', locale: 'en_US', messages: dialogsMessagesEn },
      { id: 'core.messages.dialogs.zh', locale: 'zh_CN', messages: dialogsMessagesZh },
    );
  },
};
