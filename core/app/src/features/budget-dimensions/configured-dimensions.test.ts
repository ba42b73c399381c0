import { budgetDimensions, budgetFields, type MallContext } from '@mall/sdk';
import { corePlugin } from '../../core-plugin';
import { PluginHost } from '../../platform/plugin-host';

it('core budget rows come from the dimensions the server configures', () => {
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: '0.1.0' });
  expect(host.explain(budgetDimensions.id).map((e) => [e.id, e.pluginId])).toEqual([['core.budget.configured-dimensions', 'core']]);
  const ctx = {
    config: {
      budgetDimensionList: [
        { fieldName: 'projectCode', budgetItemName: 'Project', componentType: 'LOV', lovCode: 'SMAL.PROJECT', valueField: 'code', displayField: 'name', requiredFlag: 1 },
        { fieldName: 'costType', budgetItemName: 'Cost type', componentType: 'SELECT', lovCode: 'SMAL.FEE_TYPE' },
      ],
    },
  } as unknown as MallContext;
  expect(budgetFields(host.get(budgetDimensions), ctx)).toEqual([
    { name: 'projectCode', labelKey: 'Project', component: 'lookup', lookupCode: 'SMAL.PROJECT', valueField: 'code', displayField: 'name', queryParams: undefined, required: true },
    { name: 'costType', labelKey: 'Cost type', component: 'select', lookupCode: 'SMAL.FEE_TYPE', valueField: undefined, displayField: undefined, queryParams: undefined, required: false },
  ]);
  expect(budgetFields(host.get(budgetDimensions), { config: {} } as MallContext)).toEqual([]);
});
