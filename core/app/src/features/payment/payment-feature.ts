import { routes } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { paymentModule } from './module';

const payOnline = () => import('./pages/pay-online-page');
const paymentResult = () => import('./pages/payment-result-page');
const applyResult = () => import('./pages/apply-result-page');

/** Online payment, the payment result and the purchase application result (spec 1 screen 12). */
export const paymentFeature: CoreFeature = {
  name: 'payment',
  module: paymentModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/pay-online', path: '/pay-online', layout: 'main', load: payOnline, titleKey: 'payment.pay-online.title' },
      { id: '/payment-result', path: '/payment-result', layout: 'main', load: paymentResult, titleKey: 'payment.result.title', listed: false },
      // The cashier's historical return address.
      { id: '/pay-result.html', path: '/pay-result.html', layout: 'main', load: paymentResult, titleKey: 'payment.result.title', listed: false },
      { id: '/sigl/payment-result', path: '/sigl/payment-result', layout: 'sigl', load: paymentResult, titleKey: 'payment.result.title', listed: false },
      { id: '/apply-result', path: '/apply-result', layout: 'main', load: applyResult, titleKey: 'payment.apply-result.title', listed: false },
      { id: '/sigl/apply-result', path: '/sigl/apply-result', layout: 'sigl', load: applyResult, titleKey: 'payment.apply-result.title', listed: false },
    );
    contributeMessages(ctx, 'payment', () => import('./payment-messages.en'), () => import('./payment-messages.zh'));
  },
};
