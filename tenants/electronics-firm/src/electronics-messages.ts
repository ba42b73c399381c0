import type { MessagesContribution } from '@mall/sdk';

// Spec 3 gives these behaviours no sentences of their own; the texts are ours.
export const electronicsMessagesEn: MessagesContribution = {
  id: 'electronics-firm.messages.en_US',
  locale: 'en_US',
  messages: {
    'electronics-firm.tax-included.title': 'Check fixed assets',
    'electronics-firm.tax-included.confirm':
      'Order {order} is {amount} tax included (2500 or more). Please check whether it is a fixed asset and that the CE number is filled in. Continue?',
    'electronics-firm.expiring.title': 'Goods close to expiry',
    'electronics-firm.expiring.confirm': '{count} selected products expire in under 45 days. Continue to settle? Cancel puts them at the top of the cart.',
    'electronics-firm.expiring.product': 'Product',
    'electronics-firm.expiring.expiry-date': 'Expiry date',
    'electronics-firm.expiring.days-left': 'Days left',
    'electronics-firm.compatible.open': 'Compatible machines',
    'electronics-firm.compatible.title': 'Compatible machine configuration',
    'electronics-firm.compatible.brand': 'Brand',
    'electronics-firm.compatible.model': 'Machine model',
    'electronics-firm.compatible.configuration': 'Configuration',
    'electronics-firm.compatible.remark': 'Remark',
    'electronics-firm.compatible.empty': 'No compatible machine is recorded for this product',
    'electronics-firm.price-history.title': 'Price history',
    'electronics-firm.price-history.price': 'Price',
    'electronics-firm.price-history.empty': 'No price change recorded',
    'electronics-firm.price-history.failed': 'The price history could not be loaded',
  },
};

export const electronicsMessagesZh: MessagesContribution = {
  id: 'electronics-firm.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'electronics-firm.tax-included.title': '固定资产核对',
    'electronics-firm.tax-included.confirm': '订单 {order} 含税金额为 {amount}（不低于 2500），请核对是否为固定资产并填写 CE 号。是否继续？',
    'electronics-firm.expiring.title': '临期商品',
    'electronics-firm.expiring.confirm': '所选商品中有 {count} 个将在 45 天内到期，是否继续结算？取消后这些商品将排在购物车最前。',
    'electronics-firm.expiring.product': '商品',
    'electronics-firm.expiring.expiry-date': '到期日期',
    'electronics-firm.expiring.days-left': '剩余天数',
    'electronics-firm.compatible.open': '兼容机型',
    'electronics-firm.compatible.title': '兼容机型配置',
    'electronics-firm.compatible.brand': '品牌',
    'electronics-firm.compatible.model': '机型',
    'electronics-firm.compatible.configuration': '配置',
    'electronics-firm.compatible.remark': '备注',
    'electronics-firm.compatible.empty': '该商品暂无兼容机型',
    'electronics-firm.price-history.title': '历史价格',
    'electronics-firm.price-history.price': '价格',
    'electronics-firm.price-history.empty': '暂无价格变动记录',
    'electronics-firm.price-history.failed': '历史价格加载失败',
  },
};
