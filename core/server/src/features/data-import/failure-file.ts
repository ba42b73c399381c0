import { PassThrough } from 'node:stream';
import { loadExcelJs } from './exceljs';
import { neutraliseCell } from '@mall/domain';
import type { ImportTemplateContribution } from '@mall/sdk/server';
import type { Db } from '../../db/db';
import { translate, type Language } from '../../http/messages';
import { FAILED_ROW } from './import-repo';
import type { RowFinding } from './row-check';
import { sheetsOf, templateText } from './template-registry';

/** A row's findings as one text in the caller's language. */
export function findingText(info: readonly RowFinding[] | null, language: Language, names: ReadonlyMap<string, string>): string {
  return (info ?? []).map((f) => `${f.field ? `${names.get(f.field) ?? f.field}: ` : ''}${translate(f.key, language, f.params ?? {})}`).join('; ');
}

/**
 * The failure file of a batch: its failed rows as written, with an Error column, streamed by
 * exceljs's WorkbookWriter page by page. Every text cell is neutralised (a leading = + - @ gets
 * an apostrophe) so the file the buyer opens never runs a formula someone typed into a cell.
 */
export function failureFile(db: Db, batchId: number, contribution: ImportTemplateContribution, language: Language): PassThrough {
  const out = new PassThrough();
  const write = async () => {
    const excel = await loadExcelJs();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    for (const [sheetIndex, sheet] of sheetsOf(contribution.template).entries()) {
      const names = new Map(sheet.columns.map((c) => [c.code, templateText(contribution, c.name, language)]));
      const worksheet = workbook.addWorksheet(templateText(contribution, sheet.name, language).slice(0, 31));
      worksheet.addRow([...names.values(), translate('import.failure.column', language)]).commit();
      for (let last = 0; ; ) {
        const rows = await db.query<{ id: number; data: Record<string, string>; info: RowFinding[] | null }>(
          `select id::int as id, data, info from import_rows where batch_id = $1 and sheet_index = $2 and ${FAILED_ROW} and id > $3 order by id limit 1000`,
          [batchId, sheetIndex, last],
        );
        if (rows.length === 0) break;
        for (const row of rows) {
          worksheet.addRow([...sheet.columns.map((c) => neutraliseCell(row.data[c.code] ?? '')), neutraliseCell(findingText(row.info, language, names))]).commit();
        }
        last = rows[rows.length - 1]!.id;
      }
      worksheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
