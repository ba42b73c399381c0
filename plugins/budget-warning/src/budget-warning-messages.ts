import type { MessagesContribution } from '@mall/sdk';

/** The budget warning texts of spec 3 section 8. */
const en: Record<string, string> = {
  'budget-warning.title': 'Budget occupied amount exceeds total budget, please confirm whether to continue submitting',
  'budget-warning.intro': 'The following products exceed budget or the warning line, confirm to continue',
  'budget-warning.failed': '{n} products failed budget, maintain budget info',
  'budget-warning.column.product': 'Product',
  'budget-warning.column.amount': 'Amount',
};

const zh: Record<string, string> = {
  'budget-warning.title': '预算占用金额超出预算总额，请确认是否继续提交',
  'budget-warning.intro': '以下商品超出预算或预警线，确认后继续',
  'budget-warning.failed': '{n}个商品预算校验不通过，请维护预算信息',
  'budget-warning.column.product': '商品',
  'budget-warning.column.amount': '金额',
};

export const budgetWarningMessagesEn: MessagesContribution = { id: 'budget-warning.messages.en_US', locale: 'en_US', messages: en };
export const budgetWarningMessagesZh: MessagesContribution = { id: 'budget-warning.messages.zh_CN', locale: 'zh_CN', messages: zh };
