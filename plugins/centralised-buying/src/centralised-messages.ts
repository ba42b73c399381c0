import type { MessagesContribution } from '@mall/sdk';

// The selection sentence is spec 3's (section 5); the others are ours, written from the
// behaviours spec 3 names without giving their words (sections 4, 6 and 8).
export const centralisedMessagesEn: MessagesContribution = {
  id: 'centralised-buying.messages.en_US',
  locale: 'en_US',
  messages: {
    'centralised-buying.general-vs-group-buying': 'General products and group-buying products cannot be submitted together, please choose again',
    'centralised-buying.in-approval-confirm': 'These items are still in approval: {products}. Confirm the order?',
    'centralised-buying.title': 'Group buying',
    'centralised-buying.status.NEW': 'New',
    'centralised-buying.status.SUBMITTED': 'Submitted',
    'centralised-buying.status.RETURNED': 'Returned',
    'centralised-buying.status.APPROVEING': 'In approval',
    'centralised-buying.status.REJECTED': 'Rejected',
    'centralised-buying.action.submit': 'Submit',
    'centralised-buying.action.cancel': 'Cancel submission',
    'centralised-buying.action.reject': 'Reject',
    'centralised-buying.action.delete': 'Delete relation',
    'centralised-buying.action.done': '{count} lines updated',
    'centralised-buying.none-allowed': 'None of the selected group-buying lines allows this',
    'centralised-buying.delete-confirm': 'Delete the group-buying relation of {count} lines?',
    'centralised-buying.relation.not-allowed': '{product} is {status}: {action} is not possible',
    'centralised-buying.relation.not-group-buying': '{product} is not a group-buying line',
    'centralised-buying.relation.approver-only': 'Only an approver of centralised buying can reject; a demander submits, cancels or deletes their own relations',
    'centralised-buying.relation.own-line': '{product} is your own demand: an approver cannot reject their own relation',
    'centralised-buying.relation.not-found': 'A selected line has no group-buying relation in your organisation',
  },
};

export const centralisedMessagesZh: MessagesContribution = {
  id: 'centralised-buying.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'centralised-buying.general-vs-group-buying': '普通商品和团购商品不能一起提交，请重新选择',
    'centralised-buying.in-approval-confirm': '以下商品仍在审批中：{products}。确认下单？',
    'centralised-buying.title': '集采',
    'centralised-buying.status.NEW': '新建',
    'centralised-buying.status.SUBMITTED': '已提交',
    'centralised-buying.status.RETURNED': '已退回',
    'centralised-buying.status.APPROVEING': '审批中',
    'centralised-buying.status.REJECTED': '已拒绝',
    'centralised-buying.action.submit': '提交',
    'centralised-buying.action.cancel': '取消提交',
    'centralised-buying.action.reject': '拒绝',
    'centralised-buying.action.delete': '删除关系',
    'centralised-buying.action.done': '已更新 {count} 行',
    'centralised-buying.none-allowed': '所选团购行均不允许此操作',
    'centralised-buying.delete-confirm': '确认删除 {count} 行的集采关系？',
    'centralised-buying.relation.not-allowed': '{product}当前为{status}，不能{action}',
    'centralised-buying.relation.not-group-buying': '{product}不是团购商品',
    'centralised-buying.relation.approver-only': '只有集采审批人可以拒绝；需求人只能提交、取消或删除自己的关联',
    'centralised-buying.relation.own-line': '{product} 是您自己的需求：审批人不能拒绝自己的关联',
    'centralised-buying.relation.not-found': '所选商品行在您的组织中没有集采关联',
  },
};
