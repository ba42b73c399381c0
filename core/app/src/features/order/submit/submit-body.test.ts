import type { UserConfig } from '@mall/domain';
import { completeOrder } from '../test-support/open-before-order';
import { submitHeader } from './submit-body';

const config = (over: Partial<UserConfig>) => ({ unitId: 31, unitName: 'Purchasing', purchaseType: 'COMPANY', ...over }) as UserConfig;

describe('the pre-order header', () => {
  it.each([
    ['the enterprise mall sends the configured purchase type', {}, 'COMPANY'],
    ['without a configured type it is COMPANY', { purchaseType: '' }, 'COMPANY'],
    // Spec 1 section 3 'Submit payload: ... purchaseType COMPANY'; the personal mall is the call's memberFlag.
    ['the personal mall sends COMPANY too', { mallType: 'sigl' }, 'COMPANY'],
  ] as const)('%s', (_, over, expected) => {
    expect(submitHeader(completeOrder(), config(over), 'http://mall.test/payment-result')).toMatchObject({
      purchaseType: expected,
      terminalTypeCode: 'PC',
      unitId: 31,
      returnUrl: 'http://mall.test/payment-result',
    });
  });
});
