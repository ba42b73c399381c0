// `@mall/core/testing`: the started-mall render for the SDK test kit. Test-only: it stubs
// `fetch` with Vitest, so nothing outside tests imports it.
export { renderWithMall, testUser, testConfig } from './render-with-mall';
export type { RenderWithMallOptions } from './render-with-mall';
export { clearBrowserStorage } from '../platform/session/platform-test-container';
export type { FakeFetch, FakeAnswer, FakeCall } from '../platform/http/fake-fetch';
export { saveBudgetInMall } from './save-budget';
export type { BudgetRowInput, MallBudgetSave, MallBudgetSaveResult } from './save-budget';
export { MallSlot } from './mall-slot';
