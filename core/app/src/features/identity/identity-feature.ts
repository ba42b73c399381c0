import { CoreIds, messages, topBarExtraSlot } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { IdentityDialog } from './identity-dialog';

const en = {
  'identity.title': 'purchase identity selection',
  'identity.greeting': 'Hello {realName} ({loginName}), welcome to the mall',
  'identity.choose-unit': 'Choose the unit you are buying for',
  'identity.confirm': 'Confirm',
  'identity.only-current': 'Your other purchase units cannot be listed yet; you are buying for your current unit.',
};
const zh = {
  'identity.title': '采购身份选择',
  'identity.greeting': '您好，{realName}（{loginName}），欢迎来到商城',
  'identity.choose-unit': '请选择您的采购单位',
  'identity.confirm': '确定',
  'identity.only-current': '暂时无法列出您的其他采购单位，将以当前单位采购。',
};

/** The buying identity dialog, mounted on every page through the top bar's slot. */
export const identityFeature: CoreFeature = {
  name: 'identity',
  contribute(ctx) {
    ctx.contribute(topBarExtraSlot, { id: CoreIds.identity.dialog, component: IdentityDialog });
    ctx.contribute(messages, { id: 'core.messages.identity.en', locale: 'en_US', messages: en }, { id: 'core.messages.identity.zh', locale: 'zh_CN', messages: zh });
  },
};
