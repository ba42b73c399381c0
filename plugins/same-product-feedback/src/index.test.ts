import { givenMessages, messages, productDetailAsideSlot } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import plugin from './index';

describe('@mall-plugin/same-product-feedback', () => {
  it('adds its button beside the product detail over core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.explain(productDetailAsideSlot.id).filter((e) => e.pluginId === plugin.id).map((e) => e.id)).toEqual(['same-product-feedback.product-detail.button']);
  });

  it("has every text in both locales, with the spec's button names and 'Processing result'", () => {
    const { host } = mountPlugin(plugin);
    const own = host.get(messages).filter((m) => m.id.startsWith('same-product-feedback.'));
    const [zh, en] = [own.find((m) => m.locale === 'zh_CN')!, own.find((m) => m.locale === 'en_US')!];
    expect(Object.keys(givenMessages(zh)).sort()).toEqual(Object.keys(givenMessages(en)).sort());
    expect(['submit', 'modify', 'confirm'].map((b) => givenMessages(en)[`same-product-feedback.button.${b}`])).toEqual(['Submit', 'Modify', 'Confirm']);
    expect(givenMessages(en)['same-product-feedback.result']).toBe('Processing result');
    expect(['PROCESSED', 'APPROVED', 'REJECTED'].map((s) => givenMessages(en)[`same-product-feedback.status.${s}`])).toEqual(['processed', 'approved', 'rejected']);
  });
});
