import type { MessagesContribution } from '@mall/sdk';

// The currency and residual texts are spec 3's; spec 3 gives the requirement-date rule without
// a text, so that sentence is ours.
export const insurerMessagesEn: MessagesContribution = {
  id: 'life-insurer.messages.en_US',
  locale: 'en_US',
  messages: {
    'life-insurer.line.financial-subject': 'Financial subject',
    'life-insurer.line.expense-detail': 'Expense detail',
    'life-insurer.line.requirement-date': 'Requirement date',
    'life-insurer.line.ruling-number': 'Ruling number',
    'life-insurer.line.sanction-number': 'Sanction number',
    'life-insurer.line.ruling-waived': 'No ruling number needed',
    'life-insurer.line.ruling-currency': 'Ruling number currency',
    'life-insurer.supplier-remark': 'Supplier remark',
    'life-insurer.attachment': 'Attachment',
    'life-insurer.yes': 'Yes',
    'life-insurer.no': 'No',
    'life-insurer.ruling-currency-mismatch': "the product's ruling number currency inconsistent, please reselect",
    'life-insurer.ruling-residual-insufficient': 'available amount insufficient, please reselect',
    'life-insurer.requirement-date-past': 'requirement date cannot be earlier than today',
    // Spec 3: 'Requirement / need date required ('requirement date cannot be empty')'.
    'life-insurer.requirement-date-required': 'requirement date cannot be empty',
    // The server entry's reason, already in the buyer's language.
    'life-insurer.sanction-refused': '{reason}',
  },
};

export const insurerMessagesZh: MessagesContribution = {
  id: 'life-insurer.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'life-insurer.line.financial-subject': '财务科目',
    'life-insurer.line.expense-detail': '费用明细',
    'life-insurer.line.requirement-date': '需求日期',
    'life-insurer.line.ruling-number': '裁决号',
    'life-insurer.line.sanction-number': '批文号',
    'life-insurer.line.ruling-waived': '无需裁决号',
    'life-insurer.line.ruling-currency': '裁决号币种',
    'life-insurer.supplier-remark': '供应商备注',
    'life-insurer.attachment': '附件',
    'life-insurer.yes': '是',
    'life-insurer.no': '否',
    'life-insurer.ruling-currency-mismatch': '该商品的裁决号币种不一致，请重新选择',
    'life-insurer.ruling-residual-insufficient': '可用金额不足，请重新选择',
    'life-insurer.requirement-date-past': '需求日期不能早于今天',
    'life-insurer.requirement-date-required': '需求日期不能为空',
    'life-insurer.sanction-refused': '{reason}',
  },
};
