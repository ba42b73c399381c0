import { CoreIds, topBarExtraSlot } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { IdentityEntry } from './identity-entry';

const en = {
  'identity.title': 'purchase identity selection',
  'identity.greeting': 'Hello {realName} ({loginName}), welcome to the mall',
  'identity.choose-unit': 'Choose the unit you are buying for',
  'identity.confirm': 'Confirm',
  'identity.only-current': 'Your other purchase units cannot be listed yet; you are buying for your current unit.',
  'identity.buying-for': 'Buying for: {unit}',
  'identity.change': 'Change the unit you are buying for',
};
const zh = {
  'identity.title': '采购身份选择',
  'identity.greeting': '您好，{realName}（{loginName}），欢迎来到商城',
  'identity.choose-unit': '请选择您的采购单位',
  'identity.confirm': '确定',
  'identity.only-current': '暂时无法列出您的其他采购单位，将以当前单位采购。',
  'identity.buying-for': '采购单位：{unit}',
  'identity.change': '更换采购单位',
};

/** The buying identity: asked once on entry, shown and changed from the top bar's slot on every page. */
export const identityFeature: CoreFeature = {
  name: 'identity',
  contribute(ctx) {
    ctx.contribute(topBarExtraSlot, { id: CoreIds.identity.dialog, component: IdentityEntry });
    contributeMessages(ctx, 'identity', en, zh);
  },
};
