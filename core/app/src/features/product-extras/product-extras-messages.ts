export const productExtrasMessagesEn = {
  'product-extras.assessments': 'Assessments',
  'product-extras.assessments.summary': '{count} assessments, {rate}% good',
  'product-extras.assessments.none': 'No assessments yet',
  'product-extras.platform': 'Sold through {platform}',
};

export const productExtrasMessagesZh: Record<keyof typeof productExtrasMessagesEn, string> = {
  'product-extras.assessments': '商品评价',
  'product-extras.assessments.summary': '共 {count} 条评价，好评率 {rate}%',
  'product-extras.assessments.none': '暂无评价',
  'product-extras.platform': '由{platform}提供',
};
