import { CountdownDialogToken, messages, OperationFailedDialogToken, RemarkDialogToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import type { CoreFeature } from '../core-feature';
import { CountdownDialog } from './countdown-dialog';
import { dialogsMessagesEn, dialogsMessagesZh } from './dialogs-messages';
import { OperationFailedDialog } from './operation-failed-dialog';
import { RemarkDialog } from './remark-dialog';

/**
 * The generic dialogs (remark entry, countdown, operation failed), also bound to the SDK's
 * tokens so a tenant page opens core's dialogs instead of copying them.
 */
export const dialogsFeature: CoreFeature = {
  name: 'dialogs',
  module: new ContainerModule(({ bind }) => {
    bind(RemarkDialogToken.id).toConstantValue(RemarkDialog);
    bind(CountdownDialogToken.id).toConstantValue(CountdownDialog);
    bind(OperationFailedDialogToken.id).toConstantValue(OperationFailedDialog);
  }),
  contribute(ctx) {
    ctx.contribute(
      messages,
      { id: 'core.messages.dialogs.en', locale: 'en_US', messages: dialogsMessagesEn },
      { id: 'core.messages.dialogs.zh', locale: 'zh_CN', messages: dialogsMessagesZh },
    );
  },
};
