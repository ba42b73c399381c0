import { registerMessages } from '../../http/messages';

registerMessages({
  'mall-request.status.TO_PO': { en_US: 'turned into an order', zh_CN: '已转订单' },
  'mall-request.status.CANCELED': { en_US: 'cancelled', zh_CN: '已取消' },
  'mall-request.status.CANCELLING': { en_US: 'cancelling', zh_CN: '取消中' },
  'mall-request.status.NEW': { en_US: 'new', zh_CN: '新建' },
  'mall-request.status.CANCEL_TO_CONFIRM': { en_US: 'cancel to confirm', zh_CN: '取消待确认' },
  'mall-request.status.SUBMITTED': { en_US: 'submitted', zh_CN: '已提交' },
  'mall-request.status.APPROVED': { en_US: 'approved', zh_CN: '已审批' },
  'mall-request.not.found': { en_US: 'The purchase request does not exist', zh_CN: '采购申请不存在' },
  'mall-request.refused': {
    en_US: 'The purchase request is {status}: it cannot be {action}',
    zh_CN: '采购申请当前为{status}状态，无法{action}',
  },
  'mall-request.action.submit': { en_US: 'submitted', zh_CN: '提交' },
  'mall-request.action.withdraw': { en_US: 'withdrawn', zh_CN: '撤回' },
  'mall-request.action.edit': { en_US: 'edited', zh_CN: '编辑' },
  'mall-request.action.cancel': { en_US: 'cancelled', zh_CN: '取消' },
  'mall-request.action.cancel-lines': { en_US: 'changed by cancelling lines', zh_CN: '取消行' },
  'mall-request.action.delete-lines': { en_US: 'changed by deleting lines', zh_CN: '删除行' },
  'mall-request.entry.not.found': { en_US: 'A line of the purchase request does not exist', zh_CN: '采购申请行不存在' },
  'mall-request.entry.last': { en_US: 'A purchase request keeps at least one line', zh_CN: '采购申请至少保留一行' },
  'mall-request.budget.not.found': { en_US: 'The budget does not exist', zh_CN: '预算不存在' },
  'mall-request.permission': { en_US: 'You have no permission for purchase requests', zh_CN: '您没有采购申请的权限' },
  'mall-request.import.too-many': { en_US: 'A purchase request holds at most {max} lines', zh_CN: '采购申请最多 {max} 行' },
  'mall-request.buy-again.nothing': { en_US: 'None of the lines of this request can be bought again', zh_CN: '该申请的行均无法再次购买' },
  'mall-request.buy-again.not-catalogued': {
    en_US: 'The line names no manual product of the catalogue, so it cannot go into the cart',
    zh_CN: '该行未关联商城的手工商品，无法加入购物车',
  },
  'mall-request.product.not.found': { en_US: 'The manual product does not exist', zh_CN: '手工商品不存在' },
});
