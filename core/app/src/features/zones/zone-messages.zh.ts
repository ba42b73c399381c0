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

export default zoneMessagesZh;
