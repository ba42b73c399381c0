export { dialogsFeature } from './dialogs-feature';
export { RemarkDialog } from './remark-dialog';
export type { RemarkDialogProps } from './remark-dialog';
export { CountdownDialog } from './countdown-dialog';
export type { CountdownDialogProps } from './countdown-dialog';
export { OperationFailedDialog } from './operation-failed-dialog';
export type { OperationFailedDialogProps } from './operation-failed-dialog';
