import { contributeMessages, type CoreFeature } from '../core-feature';
import { attachmentsModule } from './module';

/** Attachments (spec 2 sections 2, 5, 7): the list, upload control, image viewer and history behind AttachmentListToken. */
export const attachmentsFeature: CoreFeature = {
  name: 'attachments',
  module: attachmentsModule,
  contribute(ctx) {
    contributeMessages(ctx, 'attachments', () => import('./attachments-messages.en'), () => import('./attachments-messages.zh'));
  },
};
