import { budgetDimensions, givenMessages, messages, validateFieldRow } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import plugin, { GENERIC_DIMENSIONS_ID } from './index';

const PLUGIN_ID = '@mall-plugin/generic-budget-dimensions';

describe('@mall-plugin/generic-budget-dimensions', () => {
  it('registers on top of core and explains its set with its id and version', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    const own = host.explain(budgetDimensions.id).filter((e) => e.pluginId === PLUGIN_ID);
    expect(own).toEqual([{ id: GENERIC_DIMENSIONS_ID, order: 0, pluginId: PLUGIN_ID, pluginVersion: version }]);
  });

  it('offers unit, costCenter, category and expenseType as lookups', () => {
    const { host } = mountPlugin(plugin);
    const set = host.get(budgetDimensions).find((d) => d.id === GENERIC_DIMENSIONS_ID)!;
    expect(set.fields.map((f) => [f.name, f.component])).toEqual([
      ['unit', 'lookup'],
      ['costCenter', 'lookup'],
      ['category', 'lookup'],
      ['expenseType', 'lookup'],
    ]);
  });

  it('accepts an empty row, since spec 3 makes none of the four required', () => {
    const { host, ctx } = mountPlugin(plugin);
    const fields = host.get(budgetDimensions).filter((d) => d.id === GENERIC_DIMENSIONS_ID).flatMap((d) => d.fields);
    expect(validateFieldRow(fields, {}, ctx)).toEqual([]);
  });

  it('labels every field in both locales', () => {
    const { host } = mountPlugin(plugin);
    const own = host.get(messages).filter((m) => m.id.startsWith('generic-budget-dimensions.'));
    const set = host.get(budgetDimensions).find((d) => d.id === GENERIC_DIMENSIONS_ID)!;
    for (const locale of ['zh_CN', 'en_US'] as const) {
      const catalogue = givenMessages(own.find((m) => m.locale === locale)!);
      for (const field of set.fields) expect(catalogue[field.labelKey], `${locale} ${field.labelKey}`).toBeTruthy();
    }
  });
});
