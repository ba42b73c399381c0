import type { MessagesContribution } from '@mall/sdk';

// Spec 3 sections 5 and 8 give the collection-use sentences; 'My wallet' is the spec's link name.
export const internetMessagesEn: MessagesContribution = {
  id: 'internet-firm.messages.en_US',
  locale: 'en_US',
  messages: {
    'internet-firm.collection-purchase-apart': 'Collection-use and purchase goods cannot be selected together',
    'internet-firm.collection-oa': 'Collection-use goods must use the OA request, confirm to continue',
    'internet-firm.collection-confirm': 'confirm generating purchase request',
    'internet-firm.collection-approval': 'current collection order amount reached approval condition, confirm submit',
    'internet-firm.request-failed': 'Generate purchase request failed',
    'internet-firm.my-wallet': 'My wallet',
    'internet-firm.pay-in-page': 'Pay',
  },
};

export const internetMessagesZh: MessagesContribution = {
  id: 'internet-firm.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'internet-firm.collection-purchase-apart': '领用商品和采购商品不能同时选择',
    'internet-firm.collection-oa': '领用商品需走 OA 申请，确认继续？',
    'internet-firm.collection-confirm': '确认生成采购申请',
    'internet-firm.collection-approval': '当前领用订单金额已达到审批条件，确认提交？',
    'internet-firm.request-failed': '生成采购申请失败',
    'internet-firm.my-wallet': '我的钱包',
    'internet-firm.pay-in-page': '支付',
  },
};
