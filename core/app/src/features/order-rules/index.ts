export { orderRulesFeature, orderSubmitRules } from './order-rules-feature';
