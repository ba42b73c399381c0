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

export default costAllocationMessagesEn;
