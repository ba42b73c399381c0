import { registerMessages } from '../../http/messages';
import './domain-messages';

registerMessages({
  'smal.cart.line.not.found': { en_US: 'The cart line does not exist', zh_CN: '购物车行不存在' },
  'smal.cart.product.unavailable': { en_US: 'The product is no longer sold', zh_CN: '商品已下架' },
  'smal.cart.quantity.exceeds.limit': { en_US: 'The quantity exceeds the purchase limit of {max}', zh_CN: '数量超过可购买上限 {max}' },
  'smal.cart.address.not.found': { en_US: 'The receiving address does not exist', zh_CN: '收货地址不存在' },
  'smal.cart.empty.selection': { en_US: 'please select at least one record', zh_CN: '请至少选择一条记录' },
  'smal.cart.stock.short': { en_US: 'Insufficient stock', zh_CN: '库存不足' },
  'smodr.special.invoice.need.param': { en_US: 'A special VAT invoice needs the registered address, phone, bank and account', zh_CN: '增值税专用发票需填写注册地址、电话、开户行及账号' },
  'smodr.invoice.info.not.null': { en_US: 'please complete invoice information', zh_CN: '请完善发票信息' },
  'smodr.invoicer.info.not.null': { en_US: 'please select receiving address', zh_CN: '请选择收票地址' },
  'smct.check.invoice.fail': { en_US: 'The inner invoice information failed the check', zh_CN: '内部发票信息校验失败' },
  'smodr.order.split.exceeded': { en_US: 'The order would be split into more than {n} orders, please go back to the cart', zh_CN: '订单拆分超过 {n} 单，请返回购物车调整' },
});
