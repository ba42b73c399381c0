export { dialogsFeature } from './dialogs-feature';
export { RemarkDialog } from './remark-dialog';
export { CountdownDialog } from './countdown-dialog';
export { OperationFailedDialog } from './operation-failed-dialog';
export type { RemarkDialogProps, CountdownDialogProps, OperationFailedDialogProps } from '@mall/sdk';
