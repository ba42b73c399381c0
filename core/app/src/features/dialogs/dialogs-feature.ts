import { contributeMessages, type CoreFeature } from '../core-feature';
import { dialogsModule } from './module';

/**
 * The generic dialogs (remark entry, countdown, operation failed), also bound to the SDK's
 * tokens so a tenant page opens core's dialogs instead of copying them.
 */
export const dialogsFeature: CoreFeature = {
  name: 'dialogs',
  module: dialogsModule,
  contribute(ctx) {
    contributeMessages(ctx, 'dialogs', () => import('./dialogs-messages.en'), () => import('./dialogs-messages.zh'));
  },
};
