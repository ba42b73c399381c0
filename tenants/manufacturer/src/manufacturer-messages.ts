import type { MessagesContribution } from '@mall/sdk';

// Spec 3 sections 5 and 8 give these sentences; the field labels are ours.
export const manufacturerMessagesEn: MessagesContribution = {
  id: 'manufacturer.messages.en_US',
  locale: 'en_US',
  messages: {
    'manufacturer.warehouse-apart': 'Auto-assigned and hand-picked warehouse items cannot be selected together',
    'manufacturer.category-mismatch': 'Selected products have different categories, cannot be merged into one order!',
    'manufacturer.category-missing': 'Product category not maintained, cannot order!',
    'manufacturer.receipt.cost-centre': 'Cost centre',
    'manufacturer.receipt.use-type': 'Use type',
    'manufacturer.receipt.invoice-receiver': 'Invoice receiver',
    'manufacturer.receipt.invoice-address': 'Invoice address',
    'manufacturer.receipt.cost-centre-required': 'please fill in cost centre',
    'manufacturer.receipt.use-type-required': 'please fill in use type',
    'manufacturer.receipt.invoice-address-required': 'Please fill in the invoice address info',
  },
};

export const manufacturerMessagesZh: MessagesContribution = {
  id: 'manufacturer.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'manufacturer.warehouse-apart': '自动分配仓库与手选仓库的商品不能同时选择',
    'manufacturer.category-mismatch': '所选商品品类不同，不能合并为一个订单！',
    'manufacturer.category-missing': '商品品类未维护，不能下单！',
    'manufacturer.receipt.cost-centre': '成本中心',
    'manufacturer.receipt.use-type': '使用类型',
    'manufacturer.receipt.invoice-receiver': '发票接收人',
    'manufacturer.receipt.invoice-address': '发票地址',
    'manufacturer.receipt.cost-centre-required': '请填写成本中心',
    'manufacturer.receipt.use-type-required': '请填写使用类型',
    'manufacturer.receipt.invoice-address-required': '请填写发票地址信息',
  },
};
