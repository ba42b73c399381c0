import { messages, type PluginContext } from '@mall/sdk';
import { expect, it, vi } from 'vitest';
import { contributeMessages } from './core-feature';

it('contributes a feature’s messages in both locales under the ids a tenant replaces them by', () => {
  const contribute = vi.fn();
  contributeMessages({ contribute } as unknown as PluginContext, 'address', { 'address.title': 'Addresses' }, { 'address.title': '收货地址' });
  expect(contribute).toHaveBeenCalledTimes(1);
  expect(contribute).toHaveBeenCalledWith(
    messages,
    { id: 'core.messages.address.en', locale: 'en_US', messages: { 'address.title': 'Addresses' } },
    { id: 'core.messages.address.zh', locale: 'zh_CN', messages: { 'address.title': '收货地址' } },
  );
});
