// `@mall/sdk-testing/server`: the in-process gateway for a package's server-entry tests. Apart
// from the main entry so browser-side plugin tests never load server code.
export { postgresAvailable, startServer } from './server-under-test';
export type { BudgetRowInput, MallBudgetSaveResult } from '@mall/core/testing';
export type { BudgetSaveRequest, ServerAnswer, ServerCaller, ServerUnderTest, StartServerOptions } from './server-under-test';
