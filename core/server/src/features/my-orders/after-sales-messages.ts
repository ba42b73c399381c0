import { registerMessages } from '../../http/messages';

registerMessages({
  'smodr.after-sale.not.allowed': { en_US: 'After-sales can be requested only for delivered goods of this mall', zh_CN: '仅可对本商城已发货的商品申请售后' },
  'smodr.after-sale.quantity.exceeded': { en_US: 'At most {max} of {skuName} can still be requested', zh_CN: '{skuName} 最多还可申请 {max}' },
  'smodr.after-sale.line.repeated': { en_US: 'A line is named twice', zh_CN: '同一行重复提交' },
  'smodr.after-sale.not.found': { en_US: 'The after-sales request does not exist', zh_CN: '售后单不存在' },
  'smodr.after-sale.cannot.cancel': { en_US: 'The after-sales request is already finished', zh_CN: '售后单已处理完成，无法撤销' },
  'smodr.comment.not.allowed': { en_US: 'Only a received order can be reviewed', zh_CN: '仅可评价已收货的订单' },
  'smodr.comment.exists': { en_US: 'This order has already been reviewed', zh_CN: '该订单已评价' },
});
