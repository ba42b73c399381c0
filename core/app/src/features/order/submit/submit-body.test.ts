import type { UserConfig } from '@mall/domain';
import { completeOrder } from '../test-support/open-before-order';
import { submitHeader } from './submit-body';

const config = (over: Partial<UserConfig>) => ({ unitId: 31, unitName: 'Purchasing', purchaseType: 'COMPANY', ...over }) as UserConfig;

describe('the pre-order header', () => {
  it.each([
    ['the enterprise mall sends the configured purchase type', {}, 'COMPANY'],
    ['without a configured type it is COMPANY', { purchaseType: '' }, 'COMPANY'],
    ['the personal mall sends PERSONAL, so the server spends the member points', { mallType: 'sigl' }, 'PERSONAL'],
  ] as const)('%s', (_, over, expected) => {
    expect(submitHeader(completeOrder(), config(over), 'http://mall.test/payment-result')).toMatchObject({
      purchaseType: expected,
      terminalTypeCode: 'PC',
      unitId: 31,
      returnUrl: 'http://mall.test/payment-result',
    });
  });
});
