export { budgetFeature } from './budget-feature';
export { BudgetLink } from './components/budget-link';
export type { BudgetLinkProps } from './components/budget-link';
// The lazy panel: importing the feature never pulls the panel's table and pickers into a chunk.
export { LazyBudgetPanel as BudgetPanel } from './components/budget-panel-lazy';
export type { BudgetPanelProps } from './components/budget-panel';
export { BudgetApiImpl } from './budget-api-impl';
export { BudgetPanelStore } from './budget-panel-store';
