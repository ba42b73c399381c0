// @vitest-environment node
import { genericBudgetFields, genericMessagesEn, genericMessagesZh } from '@mall-plugin/generic-budget-dimensions';
import { seedGenericDimensionLookups } from '@mall-plugin/generic-budget-dimensions/server';
import serverEntry from './index';

describe("RGEGO's server entry", () => {
  it('brings the generic budget dimensions it uses to the server: their lookup values and their fields', () => {
    expect(serverEntry).toMatchObject({ id: '@mall-tenant/rgego', routes: [] });
    expect(serverEntry.seed).toBe(seedGenericDimensionLookups);
    expect(serverEntry.fields).toBe(genericBudgetFields);
    expect(serverEntry.fieldMessages).toEqual([genericMessagesZh, genericMessagesEn]);
  });
});
