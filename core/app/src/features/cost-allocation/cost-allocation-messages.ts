/** Texts of the cost allocation side panel (spec 1 screen 2). */
export const costAllocationMessagesEn = {
  'cost-allocation.link': 'Cost allocation',
  'cost-allocation.title': 'Cost allocation',
  'cost-allocation.loading': 'Loading the cost allocation...',
  'cost-allocation.empty': 'No cost allocation for this line',
  'cost-allocation.sku': 'SKU: {skuName}',
  'cost-allocation.cost-shop-code': 'Cost shop code',
  'cost-allocation.cost-shop-name': 'Cost shop name',
  'cost-allocation.cost-department': 'Cost department',
  'cost-allocation.receive-warehouse': 'Warehouse receiving stock transferred to shop',
  'cost-allocation.project-cost': 'Cost project',
  'cost-allocation.custom-fields': 'Custom product line {n}',
  'cost-allocation.no-file': 'No file',
  'cost-allocation.retry': 'Retry',
};

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
