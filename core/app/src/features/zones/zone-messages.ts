// Texts of the selected zone pages.
export const zoneMessagesEn: Record<string, string> = {
  'zone.title': 'Selected zones',
  'zone.stores.title': 'Stores',
  'zone.loading': 'Loading...',
  'zone.none': 'There are no selected zones yet',
  'zone.stores.empty': 'This zone has no stores yet',
  'zone.store.counts': '{products} products in {categories} categories',
  'zone.store.enter': 'Enter store',
  'zone.products.title': 'Zone products',
  'zone.products.empty': 'No products in this zone match',
  'zone.catalog.all': 'All categories',
  'zone.catalog.title': 'Categories',
  'zone.back': 'Back to the stores',
  'zone.missing': 'No zone was chosen',
  'zone.unknown': 'This zone does not exist or is closed',
};

export const zoneMessagesZh: Record<string, string> = {
  'zone.title': '精选专区',
  'zone.stores.title': '店铺',
  'zone.loading': '加载中...',
  'zone.none': '暂无精选专区',
  'zone.stores.empty': '该专区暂无店铺',
  'zone.store.counts': '{products} 件商品，{categories} 个品类',
  'zone.store.enter': '进入店铺',
  'zone.products.title': '专区商品',
  'zone.products.empty': '该专区没有符合条件的商品',
  'zone.catalog.all': '全部品类',
  'zone.catalog.title': '品类',
  'zone.back': '返回店铺列表',
  'zone.missing': '未选择专区',
  'zone.unknown': '该专区不存在或已关闭',
};
