import type { MessagesContribution } from '@mall/sdk';

// The leaf-only and repeat texts are spec 3's; spec 3 states the budget-number search text
// only as a sentence about it and gives no text for the fixed quantity, so those two are ours.
export const propertyMessagesEn: MessagesContribution = {
  id: 'property-cement.messages.en_US',
  locale: 'en_US',
  messages: {
    'property-cement.budget.subject': 'Budget subject',
    'property-cement.budget.use-department': 'Use department',
    'property-cement.budget.budget-number': 'Budget number',
    'property-cement.budget.internal-order': 'Internal order number',
    'property-cement.budget.fee-type': 'Fee type',
    'property-cement.budget.asset-class': 'Asset class',
    'property-cement.budget.management-department': 'Management department',
    'property-cement.budget.fixed-asset': 'Fixed asset code',
    'property-cement.budget.org-category': 'Organisation category',
    'property-cement.budget.leaf-department': 'Only the last-level department can be selected',
    'property-cement.budget.leaf-subject': 'Only the last-level budget subject can be selected',
    'property-cement.budget.asset-class-repeated': 'Asset class cannot be repeated',
    'property-cement.budget.asset-quantity-one': 'With an asset class the quantity is fixed to 1',
    'property-cement.budget.no-budget-maintained':
      'No budget is maintained for this organisation or department, please contact the administrator',
  },
};

export const propertyMessagesZh: MessagesContribution = {
  id: 'property-cement.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'property-cement.budget.subject': '预算科目',
    'property-cement.budget.use-department': '使用部门',
    'property-cement.budget.budget-number': '预算编号',
    'property-cement.budget.internal-order': '内部订单号',
    'property-cement.budget.fee-type': '费用类型',
    'property-cement.budget.asset-class': '资产类别',
    'property-cement.budget.management-department': '管理部门',
    'property-cement.budget.fixed-asset': '固定资产编码',
    'property-cement.budget.org-category': '组织类别',
    'property-cement.budget.leaf-department': '只能选择末级部门',
    'property-cement.budget.leaf-subject': '只能选择末级预算科目',
    'property-cement.budget.asset-class-repeated': '资产类别不能重复',
    'property-cement.budget.asset-quantity-one': '选择资产类别后数量固定为 1',
    'property-cement.budget.no-budget-maintained': '该组织/部门未维护预算，请联系管理员',
  },
};
