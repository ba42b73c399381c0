import { CountdownDialogToken, OperationFailedDialogToken, RemarkDialogToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { CountdownDialog } from './countdown-dialog';
import { OperationFailedDialog } from './operation-failed-dialog';
import { RemarkDialog } from './remark-dialog';

/** Binds core's generic dialogs to the SDK's tokens, so a tenant page opens them instead of copying them. */
export const dialogsModule = new ContainerModule(({ bind }) => {
  bind(RemarkDialogToken.id).toConstantValue(RemarkDialog);
  bind(CountdownDialogToken.id).toConstantValue(CountdownDialog);
  bind(OperationFailedDialogToken.id).toConstantValue(OperationFailedDialog);
});
