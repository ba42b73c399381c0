import { messages } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { dialogsMessagesEn, dialogsMessagesZh } from './dialogs-messages';

/** The generic dialogs other features open: remark entry, countdown, operation failed. */
export const dialogsFeature: CoreFeature = {
  name: 'dialogs',
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.dialogs.en', locale: 'en_US', messages: dialogsMessagesEn },
      { id: 'core.messages.dialogs.zh', locale: 'zh_CN', messages: dialogsMessagesZh },
    );
  },
};
