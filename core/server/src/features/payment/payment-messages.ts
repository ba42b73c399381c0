import { registerMessages } from '../../http/messages';

registerMessages({
  'smodr.order.not.found': { en_US: 'The order does not exist', zh_CN: '订单不存在' },
  'smodr.payment.not.found': { en_US: 'The payment does not exist', zh_CN: '支付单不存在' },
  'smodr.payment.not.needed': { en_US: 'These orders are not waiting for payment', zh_CN: '该批订单无需支付' },
  'sd.pay.fee.mismatch': { en_US: 'The payment amount {payFee} does not match the orders ({amount})', zh_CN: '支付金额 {payFee} 与订单金额 {amount} 不一致' },
  'cashier.title': { en_US: 'Cashier', zh_CN: '收银台' },
  'cashier.amount': { en_US: 'Amount to pay', zh_CN: '应付金额' },
  'cashier.orders': { en_US: 'Orders', zh_CN: '订单' },
  'cashier.pay': { en_US: 'Pay', zh_CN: '支付' },
  'cashier.paid': { en_US: 'This payment has been made', zh_CN: '该笔款项已支付' },
  'cashier.result.unsigned': { en_US: 'The payment result is not signed by the cashier and was not accepted', zh_CN: '支付结果未经收银台签名，未被接受' },
});
