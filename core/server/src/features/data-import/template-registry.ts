import type { ImportCellResult, ImportCellValue, ImportOption, ImportTemplate } from '@mall/domain';
import { checkColumnCell, checkModelCell } from '@mall/domain';
import type { ImportCall, ImportTemplateContribution } from '@mall/sdk/server';
import type { Language } from '../../http/messages';
import type { LoadedServerPlugin } from '../../plugins';

/** A template column as the pipeline checks it, whichever kind of template it comes from. */
export interface PipelineColumn {
  code: string;
  name: string;
  help?: string;
  lovCode?: string;
  required: boolean;
  check(raw: ImportCellValue, options: readonly ImportOption[]): ImportCellResult;
}

export interface PipelineSheet {
  name: string;
  columns: PipelineColumn[];
}

/** The sheets and columns of a template; disabled business-object columns are left out. */
export function sheetsOf(template: ImportTemplate): PipelineSheet[] {
  if (template.kind === 'column') {
    return [...template.templateTargetList]
      .sort((a, b) => a.sheetIndex - b.sheetIndex)
      .map((target) => ({
        name: target.sheetName,
        columns: target.templateLineList.map((line) => ({ code: line.columnCode, name: line.columnName, required: line.nullable === 1, check: (raw) => checkColumnCell(line, raw) })),
      }));
  }
  return template.importTemplateSheets.map((sheet) => ({
    name: sheet.sheetName,
    columns: sheet.importTemplateColumns
      .filter((column) => column.enabledFlag !== 0)
      .map((column) => ({
        code: column.fieldCode,
        name: column.fieldName,
        help: column.help,
        lovCode: column.lovCode,
        required: column.requiredFlag === 1,
        check: (raw, options) => checkModelCell(column, raw, options),
      })),
  }));
}

/** A text of a template (a column name, a help text) in the caller's language. */
export function templateText(contribution: ImportTemplateContribution, text: string, language: Language): string {
  return contribution.texts?.[text]?.[language] ?? text;
}

/** Every name a header cell may carry for a column: its code, its name and the name's texts. */
export function headerNames(contribution: ImportTemplateContribution, column: PipelineColumn): string[] {
  const texts = contribution.texts?.[column.name];
  return [column.code, column.name, ...(texts ? [texts.en_US, texts.zh_CN] : [])].map((n) => n.trim().toLowerCase());
}

/**
 * The imports of the `import.templates` point: core's, then every server plugin's, each plugin's
 * offered to the tenants mapped to its package only (a tenant's import is never another's).
 */
export class ImportTemplates {
  private readonly core = new Map<string, ImportTemplateContribution>();
  private readonly byPlugin: { tenants: ReadonlySet<string>; contributions: Map<string, ImportTemplateContribution> }[] = [];

  constructor(core: readonly ImportTemplateContribution[], plugins: readonly LoadedServerPlugin[]) {
    for (const contribution of core) this.core.set(contribution.template.templateCode, contribution);
    for (const { definition, tenantCodes } of plugins) {
      const own = new Map<string, ImportTemplateContribution>();
      for (const contribution of definition.importTemplates ?? []) {
        if (this.core.has(contribution.template.templateCode) || own.has(contribution.template.templateCode)) {
          throw new Error(`${definition.id} declares import template ${contribution.template.templateCode}, which is already declared`);
        }
        own.set(contribution.template.templateCode, contribution);
      }
      this.byPlugin.push({ tenants: new Set(tenantCodes), contributions: own });
    }
  }

  /** The import of `code` the caller's tenant is offered, if any. */
  find(tenantNum: string, code: string): ImportTemplateContribution | undefined {
    for (const plugin of this.byPlugin) if (plugin.tenants.has(tenantNum) && plugin.contributions.has(code)) return plugin.contributions.get(code);
    return this.core.get(code);
  }
}

/** Options of a select column: the contribution's own, else the tenant's lookup values. */
export type OptionSource = (contribution: ImportTemplateContribution, lovCode: string, call: ImportCall) => Promise<readonly ImportOption[]>;
