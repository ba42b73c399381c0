export { cartRulesFeature, sameCurrencyRule, quantityRule } from './cart-rules-feature';
