import type { MessagesContribution } from '@mall/sdk';

// Spec 3 names these behaviours (sections 2, 7 and 8) without their words; the texts are ours.
export const financialMessagesEn: MessagesContribution = {
  id: 'financial-group.messages.en_US',
  locale: 'en_US',
  messages: {
    'financial-group.top-bar.financial-sharing': 'Financial sharing',
    'financial-group.balance.title': 'Balance check failed',
    'financial-group.balance.failed': 'The fund balance does not cover these orders; they cannot be submitted',
    'financial-group.balance.request-number': 'Request number',
    'financial-group.balance.message': 'Message',
    'financial-group.balance.short': 'Fund request {requestNum}: balance {balance} is less than the order amount {amount}',
    'financial-group.balance.no-fund': 'The company {company} has no fund request for payment method 4',
    'financial-group.pay-info.title': 'Company pay info',
    'financial-group.pay-info.account': 'Account',
    'financial-group.pay-info.bank': 'Bank',
    'financial-group.pay-info.fund-request': 'Fund request',
    'financial-group.pay-info.balance': 'Balance',
    'financial-group.pay-info.none': 'No pay info maintained for this company',
  },
};

export const financialMessagesZh: MessagesContribution = {
  id: 'financial-group.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'financial-group.top-bar.financial-sharing': '财务共享',
    'financial-group.balance.title': '余额校验未通过',
    'financial-group.balance.failed': '资金余额不足以支付以下订单，不能提交',
    'financial-group.balance.request-number': '申请单号',
    'financial-group.balance.message': '提示信息',
    'financial-group.balance.short': '资金申请 {requestNum}：余额 {balance} 小于订单金额 {amount}',
    'financial-group.balance.no-fund': '公司 {company} 未维护付款方式 4 的资金申请',
    'financial-group.pay-info.title': '公司付款信息',
    'financial-group.pay-info.account': '付款账户',
    'financial-group.pay-info.bank': '开户行',
    'financial-group.pay-info.fund-request': '资金申请',
    'financial-group.pay-info.balance': '余额',
    'financial-group.pay-info.none': '该公司未维护付款信息',
  },
};
