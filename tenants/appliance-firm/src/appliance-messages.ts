import type { MessagesContribution } from '@mall/sdk';

// Spec 3 states the batch rule ("e-commerce and catalogue items cannot be batch allocated
// together") but gives no message for it; this sentence is ours, written from that rule.
export const applianceMessagesEn: MessagesContribution = {
  id: 'appliance-firm.messages.en_US',
  locale: 'en_US',
  messages: {
    'appliance-firm.budget.cost-item': 'Cost item',
    'appliance-firm.budget.cost-attribution': 'Cost attribution',
    'appliance-firm.budget.batch-mixed-sources': 'E-commerce and catalogue products cannot be batch-allocated together, please choose again',
  },
};

export const applianceMessagesZh: MessagesContribution = {
  id: 'appliance-firm.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'appliance-firm.budget.cost-item': '费用项目',
    'appliance-firm.budget.cost-attribution': '费用归属',
    'appliance-firm.budget.batch-mixed-sources': '电商商品与目录商品不能一起批量分配预算，请重新选择',
  },
};
