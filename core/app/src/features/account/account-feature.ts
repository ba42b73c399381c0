import { CoreIds, routes, topBarExtraSlot } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { PrivacyTermGate } from './components/privacy-term-gate';
import { accountModule } from './module';

const userCenterPage = () => import('./pages/user-center-page');

/** The permission the personal centre route and its My Mall entry need. */
export const USER_CENTER_PERMISSION = 'mall.my-mall.user-center';

/** The account screens: the privacy term on entry (every page, through the top bar's slot) and the personal centre. */
export const accountFeature: CoreFeature = {
  name: 'account',
  module: accountModule,
  contribute(ctx) {
    ctx.contribute(topBarExtraSlot, { id: CoreIds.account.privacyTerm, component: PrivacyTermGate });
    // The personal mall's My Mall links its entries under /sigl, so the page is served there too.
    ctx.contribute(
      routes,
      ...(['main', 'sigl'] as const).map((layout) => {
        const path = layout === 'sigl' ? '/sigl/user-center' : '/user-center';
        return { id: path, path, layout, load: userCenterPage, permissions: [USER_CENTER_PERMISSION], titleKey: 'account.user-center.title' };
      }),
    );
    contributeMessages(ctx, 'account', () => import('./account-messages.en'), () => import('./account-messages.zh'));
  },
};
