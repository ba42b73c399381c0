import { registerMessages } from '../../http/messages';

registerMessages({
  'smodr.order.status.WAITING_APPROVE': { en_US: 'waiting for approval', zh_CN: '待审批' },
  'smodr.order.status.PENDING_PAYMENT': { en_US: 'pending payment', zh_CN: '待支付' },
  'smodr.order.status.SUBMITTED': { en_US: 'submitted', zh_CN: '已提交' },
  'smodr.order.status.PAID': { en_US: 'paid', zh_CN: '已支付' },
  'smodr.order.status.WAITING_RECEIPT': { en_US: 'waiting for receipt', zh_CN: '待收货' },
  'smodr.order.status.RECEIVED': { en_US: 'received', zh_CN: '已收货' },
  'smodr.order.status.REJECT': { en_US: 'rejected', zh_CN: '已驳回' },
  'smodr.order.status.CANCELLED': { en_US: 'cancelled', zh_CN: '已取消' },
  'smodr.order.cannot.cancel': { en_US: 'The order can no longer be cancelled: it is {status}', zh_CN: '订单已是{status}状态，无法取消' },
  'smodr.order.buy-again.nothing': { en_US: 'None of the goods of this order can be bought again', zh_CN: '该订单的商品均无法再次购买' },
  'smodr.order.export.too-many': { en_US: 'At most {max} orders can be exported at once; narrow the search', zh_CN: '一次最多导出 {max} 个订单，请缩小查询范围' },
  'smodr.order.date.range': { en_US: 'The end date is before the start date', zh_CN: '结束日期早于开始日期' },
});
