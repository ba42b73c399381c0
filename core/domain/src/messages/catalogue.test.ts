import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { formatDomainMessage, domainMessage } from './domain-message';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('domain message catalogue', () => {
  it.each(Object.keys(enUS) as (keyof typeof enUS)[])('%s has a Chinese text with the same placeholders', (key) => {
    expect(zhCN[key]).toBeTruthy();
    expect(placeholders(zhCN[key])).toEqual(placeholders(enUS[key]));
  });

  it('has no Chinese key the English catalogue lacks', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });
});

describe('formatDomainMessage', () => {
  it.each([
    [domainMessage('cart.quantity.min-purchase', { value: 5 }), enUS, 'Minimum purchase quantity is 5'],
    [domainMessage('cart.quantity.min-package', { n: 3 }), zhCN, '最小包装量为3'],
    [domainMessage('compare.too-few', { n: 2 }), enUS, 'to generate a comparison sheet at least 2 products must take part'],
    [domainMessage('sales-volume.ten-thousands', { n: 1 }), enUS, '10k+'],
    [domainMessage('order.fill-in'), enUS, 'please fill in {field}'],
    [domainMessage('unknown.key'), enUS, 'unknown.key'],
  ])('renders %j', (msg, catalogue, text) => {
    expect(formatDomainMessage(msg, catalogue)).toBe(text);
  });

  it('leaves params out when none are given', () => {
    expect(domainMessage('storage.unsuitable-type')).toEqual({ key: 'storage.unsuitable-type' });
  });
});
