import type { MessagesContribution } from '@mall/sdk';

export const genericMessagesEn: MessagesContribution = {
  id: 'generic-budget-dimensions.messages.en_US',
  locale: 'en_US',
  messages: {
    'generic-budget-dimensions.unit': 'Unit',
    'generic-budget-dimensions.cost-center': 'Cost centre',
    'generic-budget-dimensions.category': 'Category',
    'generic-budget-dimensions.expense-type': 'Expense type',
  },
};

export const genericMessagesZh: MessagesContribution = {
  id: 'generic-budget-dimensions.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'generic-budget-dimensions.unit': '单位',
    'generic-budget-dimensions.cost-center': '成本中心',
    'generic-budget-dimensions.category': '类别',
    'generic-budget-dimensions.expense-type': '费用类型',
  },
};
