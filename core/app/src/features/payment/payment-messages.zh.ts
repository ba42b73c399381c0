import type { paymentMessagesEn } from './payment-messages.en';

export const paymentMessagesZh: Record<keyof typeof paymentMessagesEn, string> = {
  'payment.pay-online.title': '在线支付',
  'payment.pay-online.amount': '应付金额',
  'payment.pay-online.lot': '批次号',
  'payment.pay-online.payment-order': '支付单号',
  'payment.pay-online.orders': '待支付订单',
  'payment.pay-online.pay': '立即支付',
  'payment.pay-online.paying': '正在打开收银台...',
  'payment.pay-online.loading': '正在加载支付信息...',
  'payment.pay-online.nothing': '没有需要支付的款项：链接中缺少批次号或支付单号。',
  'payment.pay-online.cashier': '收银台',
  'payment.result.title': '支付结果',
  'payment.result.checking': '正在查询支付结果...',
  'payment.result.success': '支付成功',
  'payment.result.success-detail': '支付单 {paymentOrderNum} 已支付。',
  'payment.result.waiting': '尚未支付',
  'payment.result.waiting-detail': '支付单 {paymentOrderNum} 仍在等待支付。',
  'payment.result.failed': '支付失败',
  'payment.result.no-order': '未提供支付单号，无法查询支付结果。',
  'payment.result.pay-now': '立即支付',
  'payment.result.refresh': '刷新',
  'payment.apply-result.title': '申请结果',
  'payment.apply-result.lot': '批次号：{batchNum}',
  'payment.apply-result.no-state': '没有可显示的提交结果。您的订单和申请可在我的订单中查看。',
  'payment.apply-result.my-orders': '我的订单',
  'payment.back-to-cart': '返回购物车',
  'payment.home': '首页',
};

export default paymentMessagesZh;
