import type { MessagesContribution } from '@mall/sdk';

// Spec 3 names the buttons Submit / Modify / Confirm and 'Processing result' (processed /
// approved / rejected); the other texts are ours.
export const feedbackMessagesEn: MessagesContribution = {
  id: 'same-product-feedback.messages.en_US',
  locale: 'en_US',
  messages: {
    'same-product-feedback.open': 'Same product feedback',
    'same-product-feedback.title': 'Same product feedback',
    'same-product-feedback.product': 'Product',
    'same-product-feedback.type': 'Feedback type',
    'same-product-feedback.type.required': 'Please choose the feedback type',
    'same-product-feedback.remark': 'Remark',
    'same-product-feedback.status': 'Status',
    'same-product-feedback.status.NEW': 'Not submitted',
    'same-product-feedback.status.SUBMIT': 'Submitted, being processed',
    'same-product-feedback.status.PROCESSED': 'processed',
    'same-product-feedback.status.APPROVED': 'approved',
    'same-product-feedback.status.REJECTED': 'rejected',
    'same-product-feedback.result': 'Processing result',
    'same-product-feedback.approve-remark': 'Processing remark',
    'same-product-feedback.button.submit': 'Submit',
    'same-product-feedback.button.modify': 'Modify',
    'same-product-feedback.button.confirm': 'Confirm',
    'same-product-feedback.done.submit': 'Feedback submitted',
    'same-product-feedback.done.modify': 'Feedback withdrawn; change it and submit again',
    'same-product-feedback.done.confirm': 'Processing result confirmed',
    'same-product-feedback.load-failed': 'The feedback could not be loaded',
  },
};

export const feedbackMessagesZh: MessagesContribution = {
  id: 'same-product-feedback.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'same-product-feedback.open': '同款商品反馈',
    'same-product-feedback.title': '同款商品反馈',
    'same-product-feedback.product': '商品',
    'same-product-feedback.type': '反馈类型',
    'same-product-feedback.type.required': '请选择反馈类型',
    'same-product-feedback.remark': '备注',
    'same-product-feedback.status': '状态',
    'same-product-feedback.status.NEW': '未提交',
    'same-product-feedback.status.SUBMIT': '已提交，处理中',
    'same-product-feedback.status.PROCESSED': '已处理',
    'same-product-feedback.status.APPROVED': '已通过',
    'same-product-feedback.status.REJECTED': '已拒绝',
    'same-product-feedback.result': '处理结果',
    'same-product-feedback.approve-remark': '处理说明',
    'same-product-feedback.button.submit': '提交',
    'same-product-feedback.button.modify': '修改',
    'same-product-feedback.button.confirm': '确认',
    'same-product-feedback.done.submit': '反馈已提交',
    'same-product-feedback.done.modify': '反馈已撤回，可修改后重新提交',
    'same-product-feedback.done.confirm': '已确认处理结果',
    'same-product-feedback.load-failed': '反馈加载失败',
  },
};
