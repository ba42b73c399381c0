import type { MessagesContribution } from '@mall/sdk';

// Spec 3 names these confirmations (section 8) without their words; the texts are ours.
export const networkMessagesEn: MessagesContribution = {
  id: 'network-equipment.messages.en_US',
  locale: 'en_US',
  messages: {
    'network-equipment.jd-vs-non-jd': 'JD items and non-JD items cannot be chosen together',
    'network-equipment.address-note.title': 'IT goods go to the cost centre address',
    'network-equipment.address-note': "IT category goods are received at the cost centre's IT address {address} ({contact}). Continuing updates the receiving info of these lines",
    'network-equipment.external-stock.title': 'External stock',
    'network-equipment.external-stock': "These goods are shipped from the supplier's external stock and may take longer. Continue?",
    'network-equipment.compat-sample.title': 'Compatibility sample failed',
    'network-equipment.compat-sample': 'The compatibility sample of these goods failed. Continue ordering them?',
    'network-equipment.invoice-mismatch.title': 'Invoice address differs from JD',
    'network-equipment.invoice-mismatch': 'The invoice address of these JD orders differs from the one registered with JD. Continue?',
    'network-equipment.column.product': 'Product',
    'network-equipment.column.supplier': 'Supplier',
    'network-equipment.column.sample-no': 'Sample number',
    'network-equipment.column.reason': 'Reason',
    'network-equipment.column.order': 'Order',
    'network-equipment.column.invoice-address': 'Chosen invoice address',
    'network-equipment.column.jd-invoice-address': 'Invoice address at JD',
    'network-equipment.address.not-it': '{product} is not an IT category product',
    'network-equipment.address.none': 'No IT address is maintained for this cost centre',
  },
};

export const networkMessagesZh: MessagesContribution = {
  id: 'network-equipment.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'network-equipment.jd-vs-non-jd': '京东商品与非京东商品不能同时选择',
    'network-equipment.address-note.title': 'IT 类商品收货至成本中心地址',
    'network-equipment.address-note': 'IT 类商品须收货至成本中心的 IT 地址 {address}（{contact}）。继续将更新这些商品的收货信息',
    'network-equipment.external-stock.title': '外部库存',
    'network-equipment.external-stock': '以下商品由供应商外部库存发货，到货时间可能较长，是否继续？',
    'network-equipment.compat-sample.title': '兼容性送样未通过',
    'network-equipment.compat-sample': '以下商品的兼容性送样未通过，是否继续下单？',
    'network-equipment.invoice-mismatch.title': '发票地址与京东不一致',
    'network-equipment.invoice-mismatch': '以下京东订单的发票地址与京东登记的发票地址不一致，是否继续？',
    'network-equipment.column.product': '商品',
    'network-equipment.column.supplier': '供应商',
    'network-equipment.column.sample-no': '送样单号',
    'network-equipment.column.reason': '原因',
    'network-equipment.column.order': '订单',
    'network-equipment.column.invoice-address': '所选发票地址',
    'network-equipment.column.jd-invoice-address': '京东登记发票地址',
    'network-equipment.address.not-it': '{product}不是 IT 类商品',
    'network-equipment.address.none': '该成本中心未维护 IT 收货地址',
  },
};
