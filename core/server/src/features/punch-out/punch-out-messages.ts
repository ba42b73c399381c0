import { registerMessages } from '../../http/messages';

// Spec 3 names the open-cart flow but gives its refusals no sentences; these texts are ours.
registerMessages({
  'punchout.credential.invalid': {
    en_US: 'The requisition system could not be verified: wrong identity, user or shared secret',
    zh_CN: '无法验证请购系统：身份、用户或共享密钥错误',
  },
  'punchout.hook-url.invalid': {
    en_US: 'The return address (HOOK_URL or BrowserFormPost) must be an http or https address',
    zh_CN: '回传地址（HOOK_URL 或 BrowserFormPost）必须是 http 或 https 地址',
  },
  'punchout.xml.malformed': { en_US: 'The cXML document is not well-formed XML', zh_CN: 'cXML 文档不是格式正确的 XML' },
  'punchout.xml.dtd': {
    en_US: 'The cXML document declares its own DTD content, which is not accepted',
    zh_CN: 'cXML 文档包含内部 DTD 声明，不予接受',
  },
  'punchout.xml.too-large': {
    en_US: 'The cXML document is too large (at most {kb} kB, {elements} elements)',
    zh_CN: 'cXML 文档过大（最多 {kb} kB、{elements} 个元素）',
  },
  'punchout.xml.not-setup-request': {
    en_US: 'The document is not a cXML PunchOutSetupRequest',
    zh_CN: '该文档不是 cXML PunchOutSetupRequest',
  },
  'punchout.operation.invalid': {
    en_US: 'Unknown punch-out operation {operation} (create, edit or inspect)',
    zh_CN: '未知的 punch-out 操作 {operation}（create、edit 或 inspect）',
  },
  'punchout.buyer-cookie.missing': { en_US: 'The setup request has no BuyerCookie', zh_CN: '设置请求缺少 BuyerCookie' },
  'punchout.item.unknown': {
    en_US: 'The item {supplierPartId} of the setup request is not in this mall',
    zh_CN: '设置请求中的商品 {supplierPartId} 不在本商城',
  },
  'punchout.item.manual.invalid': {
    en_US: 'The manual item {supplierPartId} of the setup request cannot be taken: {reason}',
    zh_CN: '设置请求中的手工商品 {supplierPartId} 无法接收：{reason}',
  },
  'punchout.item.manual.element': {
    en_US: '{element} is missing or outside what a manual line allows',
    zh_CN: '{element} 缺失或超出手工行允许的范围',
  },
  'punchout.start.invalid': {
    en_US: 'This punch-out start page has been used or has expired; start again from your requisition system',
    zh_CN: '该 punch-out 起始页已使用或已过期，请从请购系统重新进入',
  },
  'punchout.session.none': {
    en_US: 'This sign-in is not an open-cart session; open the mall from your requisition system',
    zh_CN: '当前登录不是开放购物车会话，请从请购系统进入商城',
  },
  'punchout.session.expired': {
    en_US: 'The open-cart session has expired; start again from your requisition system',
    zh_CN: '开放购物车会话已过期，请从请购系统重新进入',
  },
  'punchout.session.closed': {
    en_US: 'The open cart has already been returned to the requisition system',
    zh_CN: '开放购物车已回传请购系统',
  },
  'punchout.session.inspect': {
    en_US: 'This open cart was opened for inspection and cannot be changed',
    zh_CN: '该开放购物车仅供查看，不能修改',
  },
  'punchout.product.not.found': { en_US: 'The product does not exist', zh_CN: '商品不存在' },
  'punchout.quantity.precision': {
    en_US: 'The quantity allows at most {precision} decimal places',
    zh_CN: '数量最多保留{precision}位小数',
  },
  'punchout.line.handle': {
    en_US: 'Each open-cart line is named by its product or, for a manual line, by its line id (one of the two)',
    zh_CN: '开放购物车的每一行须指定商品，手工行则指定行号（二者取其一）',
  },
  'punchout.line.not.found': { en_US: 'The manual line is not in this open cart', zh_CN: '该手工行不在此开放购物车中' },
  'punchout.manual.name.required': { en_US: 'Enter the product name', zh_CN: '请输入商品名称' },
  'punchout.manual.uom.required': { en_US: 'Enter the unit', zh_CN: '请输入单位' },
  'punchout.manual.price.precision': {
    en_US: 'The unit price allows at most {precision} decimal places',
    zh_CN: '单价最多保留{precision}位小数',
  },
  'punchout.manual.quantity.max': {
    en_US: 'At this unit price the quantity can be at most {max}',
    zh_CN: '按此单价，数量最多为{max}',
  },
  'punchout.send.title': { en_US: 'Returning to the requisition system', zh_CN: '正在返回请购系统' },
  'punchout.send.text': {
    en_US: 'Your cart is being sent to your requisition system. If nothing happens, press the button.',
    zh_CN: '正在将购物车发送到请购系统。如果页面没有跳转，请点击按钮。',
  },
  'punchout.send.button': { en_US: 'Send to the requisition system', zh_CN: '发送到请购系统' },
  'punchout.send.invalid': {
    en_US: 'This return page has been used or has expired',
    zh_CN: '该回传页面已使用或已过期',
  },
  'punchout.cart.empty': { en_US: 'The open cart is empty', zh_CN: '开放购物车为空' },
  'punchout.cart.currencies': {
    en_US: 'The open cart holds goods priced in several currencies ({currencies}); a requisition goes back in one currency',
    zh_CN: '开放购物车中的商品使用了多种币种（{currencies}），请购单只能使用一种币种回传',
  },
  'punchout.submit.address.unusable': {
    en_US: 'Choose one of your enabled receiving addresses',
    zh_CN: '请选择一个可用的收货地址',
  },
  'punchout.submit.needed-date.invalid': { en_US: 'The needed date is not a valid date', zh_CN: '需求日期不是有效日期' },
  'punchout.submit.needed-date.past': { en_US: 'The needed date cannot be earlier than today', zh_CN: '需求日期不能早于今天' },
});
