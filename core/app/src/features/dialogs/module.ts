import { CountdownDialogToken, OperationFailedDialogToken, RemarkDialogToken, type CountdownDialogProps, type OperationFailedDialogProps, type RemarkDialogProps } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { lazyWhenOpen } from '../../shell/lazy-component';

// Each dialog (form, modal) is fetched on its first opening, never with the entry.
const RemarkDialog = lazyWhenOpen<RemarkDialogProps>(() => import('./remark-dialog').then((m) => m.RemarkDialog));
const CountdownDialog = lazyWhenOpen<CountdownDialogProps>(() => import('./countdown-dialog').then((m) => m.CountdownDialog));
const OperationFailedDialog = lazyWhenOpen<OperationFailedDialogProps>(() => import('./operation-failed-dialog').then((m) => m.OperationFailedDialog));

/** Binds core's generic dialogs to the SDK's tokens, so a tenant page opens them instead of copying them. */
export const dialogsModule = new ContainerModule(({ bind }) => {
  bind(RemarkDialogToken.id).toConstantValue(RemarkDialog);
  bind(CountdownDialogToken.id).toConstantValue(CountdownDialog);
  bind(OperationFailedDialogToken.id).toConstantValue(OperationFailedDialog);
});
