import type { costAllocationMessagesEn } from './cost-allocation-messages.en';

export const costAllocationMessagesZh: Record<keyof typeof costAllocationMessagesEn, string> = {
  'cost-allocation.link': '费用分摊',
  'cost-allocation.title': '费用分摊',
  'cost-allocation.loading': '正在加载费用分摊...',
  'cost-allocation.empty': '该行暂无费用分摊',
  'cost-allocation.sku': 'SKU：{skuName}',
  'cost-allocation.cost-shop-code': '成本门店编码',
  'cost-allocation.cost-shop-name': '成本门店名称',
  'cost-allocation.cost-department': '成本部门',
  'cost-allocation.receive-warehouse': '调拨至门店的收货仓库',
  'cost-allocation.project-cost': '成本项目',
  'cost-allocation.custom-fields': '定制商品行 {n}',
  'cost-allocation.no-file': '无文件',
  'cost-allocation.retry': '重试',
};

export default costAllocationMessagesZh;
