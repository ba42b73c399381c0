import type { MessagesContribution } from '@mall/sdk';

// Spec 3 states the rule ("remark required when the chosen item is not the minimum price") but
// gives no message for it; this sentence is ours, written from that rule. The cheaper offer is
// often the same goods from another source under the same name, hence 'a cheaper offer of'.
export const rgegoMessagesEn: MessagesContribution = {
  id: 'rgego.messages.en_US',
  locale: 'en_US',
  messages: {
    'rgego.minimum-price-remark': '{product} is not the minimum price (a cheaper offer of {cheapest} exists), please fill in the remark',
    'rgego.cart.minimum-price-note': 'Selected products that are not the minimum price: {count}. The order needs a remark for each of them',
  },
};

export const rgegoMessagesZh: MessagesContribution = {
  id: 'rgego.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'rgego.minimum-price-remark': '{product}不是最低价商品（{cheapest}有更低价的报价），请填写备注',
    'rgego.cart.minimum-price-note': '已选 {count} 个商品不是最低价：提交订单时须逐个填写备注',
  },
};
