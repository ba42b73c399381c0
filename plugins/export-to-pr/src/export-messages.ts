import type { MessagesContribution } from '@mall/sdk';

// 'Generate purchase request failed' and the hint are spec 3's (sections 5 and 8); the rest
// are ours, written from the dialog spec 3 section 2 describes.
export const exportMessagesEn: MessagesContribution = {
  id: 'export-to-pr.messages.en_US',
  locale: 'en_US',
  messages: {
    'export-to-pr.button': 'Export to purchase request',
    'export-to-pr.title': 'Export to purchase request',
    'export-to-pr.hint': 'Please choose only e-commerce-sourced items',
    'export-to-pr.disabled': 'Only e-commerce items (link source EC) on the first two cart tabs can be exported',
    'export-to-pr.pr-type': 'Purchase request type',
    'export-to-pr.budget-department': 'Budget department',
    'export-to-pr.required': '{label} cannot be empty',
    'export-to-pr.failed': 'Generate purchase request failed',
    'export-to-pr.server-message': 'Generate purchase request failed: {message}',
    'export-to-pr.done': 'Purchase request {prNum} created',
    'export-to-pr.not-ec': '{product} is not an e-commerce item and cannot be exported',
    'export-to-pr.unit-locked': 'The budget department must be your own unit',
    'export-to-pr.unit-not-yours': 'The budget department is not one of your units',
    'export-to-pr.pr-type-unknown': 'The purchase request type does not exist',
  },
};

export const exportMessagesZh: MessagesContribution = {
  id: 'export-to-pr.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'export-to-pr.button': '导出采购申请',
    'export-to-pr.title': '导出采购申请',
    'export-to-pr.hint': '请仅选择电商来源的商品',
    'export-to-pr.disabled': '仅第一、二个购物车页签中链接来源为电商（EC）的商品可导出',
    'export-to-pr.pr-type': '采购申请类型',
    'export-to-pr.budget-department': '预算部门',
    'export-to-pr.required': '{label}不能为空',
    'export-to-pr.failed': '生成采购申请失败',
    'export-to-pr.server-message': '生成采购申请失败：{message}',
    'export-to-pr.done': '已生成采购申请 {prNum}',
    'export-to-pr.not-ec': '{product}不是电商商品，不能导出',
    'export-to-pr.unit-locked': '预算部门只能是本人所在部门',
    'export-to-pr.unit-not-yours': '预算部门不是您所属的部门',
    'export-to-pr.pr-type-unknown': '采购申请类型不存在',
  },
};
