// `@mall/sdk-testing/server`: the in-process gateway for a package's server-entry tests. Apart
// from the main entry so browser-side plugin tests never load server code.
export { startServer } from './server-under-test';
export type { BudgetRowInput, MallBudgetSaveResult } from '@mall/core/testing';
export type { BudgetSaveRequest, ServerAnswer, ServerCaller, ServerUnderTest } from './server-under-test';
