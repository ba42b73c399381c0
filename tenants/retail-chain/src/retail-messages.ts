import type { MessagesContribution } from '@mall/sdk';

// Spec 3 names the retailer's fields and rules but gives sentences only for the project number
// ('project number cannot be empty'); the other-mode refusals follow the wording of core's
// same-currency rule ('Only products with the same currency can be chosen!').
export const retailMessagesEn: MessagesContribution = {
  id: 'retail-chain.messages.en_US',
  locale: 'en_US',
  messages: {
    'retail-chain.budget.project': 'Project number',
    'retail-chain.budget.project-required': 'project number cannot be empty',
    'retail-chain.budget.company': 'Company',
    'retail-chain.budget.profit-center': 'Profit centre',
    'retail-chain.budget.subject': 'Budget subject',
    'retail-chain.budget.cost-type': 'Cost type',
    'retail-chain.other-mode.same-cost-centre': 'Only products of the same cost centre can be chosen!',
    'retail-chain.other-mode.same-request-type': 'Only products of the same request type can be chosen!',
    'retail-chain.other-mode.same-cost-company': 'Only products borne by the same company can be chosen!',
    'retail-chain.other-mode.same-product-segment': 'Only products of the same product segment can be chosen!',
    'retail-chain.other-mode.same-department': 'Only products of the same department can be chosen!',
    'retail-chain.cart.title': 'Store cart',
    'retail-chain.cart.figures': 'Stock and surcharges',
    'retail-chain.cart.stock': 'Store stock',
    'retail-chain.cart.ship': 'In transit',
    'retail-chain.cart.total-stock': 'Total stock',
    'retail-chain.cart.freight': 'Freight',
    'retail-chain.cart.installation': 'Installation',
    'retail-chain.cart.line-surcharge': 'Line surcharge',
  },
};

export const retailMessagesZh: MessagesContribution = {
  id: 'retail-chain.messages.zh_CN',
  locale: 'zh_CN',
  messages: {
    'retail-chain.budget.project': '项目编号',
    'retail-chain.budget.project-required': '项目编号不能为空',
    'retail-chain.budget.company': '公司',
    'retail-chain.budget.profit-center': '利润中心',
    'retail-chain.budget.subject': '预算科目',
    'retail-chain.budget.cost-type': '费用类型',
    'retail-chain.other-mode.same-cost-centre': '只能选择相同成本中心的商品！',
    'retail-chain.other-mode.same-request-type': '只能选择相同申请类型的商品！',
    'retail-chain.other-mode.same-cost-company': '只能选择相同费用承担公司的商品！',
    'retail-chain.other-mode.same-product-segment': '只能选择相同产品段的商品！',
    'retail-chain.other-mode.same-department': '只能选择相同部门的商品！',
    'retail-chain.cart.title': '门店购物车',
    'retail-chain.cart.figures': '库存与附加费',
    'retail-chain.cart.stock': '门店库存',
    'retail-chain.cart.ship': '在途数量',
    'retail-chain.cart.total-stock': '总库存',
    'retail-chain.cart.freight': '运费',
    'retail-chain.cart.installation': '安装费',
    'retail-chain.cart.line-surcharge': '行附加费',
  },
};
