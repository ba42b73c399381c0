import { registerMessages } from '../../http/messages';
import '../cart/domain-messages';

registerMessages({
  'smal.budget.not.found': { en_US: 'The budget does not exist', zh_CN: '预算不存在' },
  'smal.budget.row.not.found': { en_US: 'The budget information does not exist', zh_CN: '预算信息不存在' },
  'smal.budget.invalid': { en_US: 'The budget must name a budget code', zh_CN: '预算信息缺少预算编码' },
  'smal.budget.insufficient': { en_US: 'Insufficient budget: {budgetName}', zh_CN: '预算不足：{budgetName}' },
  // The label of the budget dimension the seed configures for core-only tenants.
  'smal.budget.dimension.budget': { en_US: 'Budget', zh_CN: '预算' },
  'smal.budget.quantity.exceeds.line': { en_US: 'The budget quantities exceed the line quantity {quantity}', zh_CN: '预算数量之和超过行数量 {quantity}' },
});
