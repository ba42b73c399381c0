import type { MessagesContribution } from '@mall/sdk';

const en: Record<string, string> = {
  'restaurant-group.unrated': 'You have completed orders not yet rated, rate them under orders before ordering',
  'restaurant-group.unrated.orders': 'Orders to rate: {orders}',
  'restaurant-group.unrated.go': 'Go to rate',
  'restaurant-group.resubmit.intro': 'Purchase request {num} was withdrawn. Resubmit it as it is, or edit it below and submit.',
  'restaurant-group.resubmit': 'Resubmit',
  'restaurant-group.resubmitted': 'Purchase request {num} resubmitted',
};
const zh: Record<string, string> = {
  'restaurant-group.unrated': '您有已完成的订单尚未评价，请先在订单中评价后再下单',
  'restaurant-group.unrated.orders': '待评价订单：{orders}',
  'restaurant-group.unrated.go': '去评价',
  'restaurant-group.resubmit.intro': '采购申请 {num} 已撤回。可直接重新提交，或在下方修改后提交。',
  'restaurant-group.resubmit': '重新提交',
  'restaurant-group.resubmitted': '采购申请 {num} 已重新提交',
};

export const restaurantMessagesEn: MessagesContribution = { id: 'restaurant-group.messages.en_US', locale: 'en_US', messages: en };
export const restaurantMessagesZh: MessagesContribution = { id: 'restaurant-group.messages.zh_CN', locale: 'zh_CN', messages: zh };
