export const productExtrasMessagesEn = {
  'product-extras.assessments': 'Assessments',
  'product-extras.assessments.summary': '{count} assessments, {rate}% good',
  'product-extras.assessments.none': 'No assessments yet',
  'product-extras.platform': 'Sold through {platform}',
};

export default productExtrasMessagesEn;
