export const favouritesMessagesZh: Record<string, string> = {
  'favourites.title': '我的收藏',
  'favourites.add': '收藏',
  'favourites.popover.title': '加入收藏',
  'favourites.category': '分类',
  'favourites.confirm': '确定',
  'favourites.cancel': '取消',
  'favourites.added': '收藏成功',
  'favourites.all': '全部',
  'favourites.empty': '该分类下暂无收藏',
  'favourites.remove': '移除',
  'favourites.removed': '已取消收藏',
};

export default favouritesMessagesZh;
