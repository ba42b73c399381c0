import { registerMessages } from '../../http/messages';
// The domain's receipt rules answer in the browser's own words (receipt.quantity.*, receipt.stock.exceeds).
import '../cart/domain-messages';

registerMessages({
  'smodr.order.not.found': { en_US: 'The order does not exist', zh_CN: '订单不存在' },
  'smodr.receipt.elsewhere': {
    en_US: 'Goods of this order are received in another system',
    zh_CN: '该订单的收货在其他系统中进行',
  },
  'smodr.receipt.line.not.found': { en_US: 'The delivery line does not exist', zh_CN: '发货行不存在' },
  'smodr.receipt.line.repeated': { en_US: 'A delivery line is listed twice in one receipt', zh_CN: '同一收货中发货行重复' },
  'smodr.receipt.quantity.fixed': {
    en_US: 'The received quantity of catalogue and manual goods cannot be changed: {quantity}',
    zh_CN: '目录化和电商商品的收货数量不可修改：{quantity}',
  },
  'smodr.receipt.quantity.precision': {
    en_US: 'The quantity allows at most {precision} decimal places',
    zh_CN: '数量最多保留{precision}位小数',
  },
  'smodr.receipt.package.mismatch': {
    en_US: 'The quantity must be the package quantity times {customQuantity}',
    zh_CN: '数量必须等于包装数量乘以{customQuantity}',
  },
  'smodr.receipt.stock.not.allowed': {
    en_US: 'This line cannot be received into stock',
    zh_CN: '该行不能收货入库',
  },
  'smodr.inventory.not.found': { en_US: 'The warehouse does not exist', zh_CN: '仓库不存在' },
});
