import type { productExtrasMessagesEn } from './product-extras-messages.en';

export const productExtrasMessagesZh: Record<keyof typeof productExtrasMessagesEn, string> = {
  'product-extras.assessments': '商品评价',
  'product-extras.assessments.summary': '共 {count} 条评价，好评率 {rate}%',
  'product-extras.assessments.none': '暂无评价',
  'product-extras.platform': '由{platform}提供',
};

export default productExtrasMessagesZh;
