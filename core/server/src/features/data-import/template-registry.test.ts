// @vitest-environment node
import { defineImportTemplate, defineServerPlugin, type ImportTemplateContribution } from '@mall/sdk/server';
import { ImportTemplates } from './template-registry';

const contribution = (code: string): ImportTemplateContribution =>
  defineImportTemplate({
    id: `test.${code}`,
    template: { kind: 'column', templateCode: code, templateName: code, templateTargetList: [{ sheetIndex: 0, sheetName: 'Lines', templateLineList: [] }] },
    importRows: async () => [],
  });

const plugin = (id: string, tenantCodes: string[], importTemplates: ImportTemplateContribution[]) => ({
  packageName: `@mall/${id}`,
  tenantCodes,
  definition: defineServerPlugin({ id, sdk: '^1.0.0', routes: [], importTemplates }),
});

describe('the import.templates point', () => {
  it("offers a plugin's import to its own tenants only, and core's to every tenant", () => {
    const templates = new ImportTemplates([contribution('CORE.LINES')], [plugin('tenant-a', ['A'], [contribution('A.LINES')])]);
    expect(templates.find('A', 'A.LINES')?.id).toBe('test.A.LINES');
    expect(templates.find('B', 'A.LINES')).toBeUndefined();
    expect(templates.find('B', 'CORE.LINES')?.id).toBe('test.CORE.LINES');
  });

  it('refuses at start a template code declared twice, naming the plugin', () => {
    expect(() => new ImportTemplates([contribution('CORE.LINES')], [plugin('tenant-a', ['A'], [contribution('CORE.LINES')])])).toThrow(
      'tenant-a declares import template CORE.LINES, which is already declared',
    );
  });

});
