import { registerMessages } from '../../http/messages';

registerMessages({
  'smodr.ec-order.not.ec': { en_US: 'This order is received through goods receipt, not confirmed as a whole', zh_CN: '该订单需通过收货确认，不能整单确认' },
  'smodr.ec-order.cannot.confirm': { en_US: 'The order can no longer be confirmed: it is {status}', zh_CN: '订单已是{status}状态，无法确认收货' },
  'smodr.order.message.blank': { en_US: 'Please enter a message', zh_CN: '请输入留言内容' },
  'smodr.order.cannot.change': { en_US: 'The order can no longer be changed: it is {status}', zh_CN: '订单已是{status}状态，无法变更' },
  'smodr.order.change.last-line': { en_US: 'An order keeps at least one line; cancel the order instead', zh_CN: '订单至少保留一行，如需全部删除请取消订单' },
  'smodr.order.dimension.invalid': { en_US: 'The value {value} is not one of {dimension}', zh_CN: '{value} 不是 {dimension} 的有效值' },
  'smodr.order.cannot.resubmit': { en_US: 'Only a rejected order can be resubmitted: it is {status}', zh_CN: '只有已驳回的订单可以重新提交，当前为{status}' },
  'smodr.order.resubmit.unavailable': { en_US: 'Some goods of the order are no longer on sale: {names}', zh_CN: '订单中部分商品已下架：{names}' },
  'smodr.order.no.receipt': { en_US: 'Nothing of this order has been received yet', zh_CN: '该订单尚无收货记录' },
  'smodr.print.title': { en_US: 'Goods receipt note', zh_CN: '收货单' },
  'smodr.print.receipt': { en_US: 'Receipt', zh_CN: '收货单号' },
  'smodr.print.time': { en_US: 'Received at', zh_CN: '收货时间' },
  'smodr.print.product': { en_US: 'Product', zh_CN: '商品' },
  'smodr.print.code': { en_US: 'Code', zh_CN: '编码' },
  'smodr.print.quantity': { en_US: 'Quantity', zh_CN: '数量' },
  'smodr.print.uom': { en_US: 'Unit', zh_CN: '单位' },
  'smodr.print.stock': { en_US: 'Into stock', zh_CN: '入库' },
  'smodr.print.remark': { en_US: 'Remark', zh_CN: '备注' },
});
