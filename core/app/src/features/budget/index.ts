export { budgetFeature } from './budget-feature';
export { BudgetLink } from './components/budget-link';
export type { BudgetLinkProps } from './components/budget-link';
export { BudgetPanel } from './components/budget-panel';
export type { BudgetPanelProps } from './components/budget-panel';
export { BudgetApiImpl } from './budget-api-impl';
export { BudgetPanelStore } from './budget-panel-store';
