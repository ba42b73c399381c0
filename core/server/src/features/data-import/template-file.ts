import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs';
import type { ImportCall, ImportTemplateContribution } from '@mall/sdk/server';
import { translate, type Language } from '../../http/messages';
import { OptionCache } from './row-check';
import { sheetsOf, templateText } from './template-registry';

/** Rows of a template sheet a value list's drop-down covers. */
const LIST_ROWS = 1000;

/**
 * The template as a real .xlsx: per sheet the column names in the caller's language, each
 * column's help (and "Required") as the header cell's note, and for select columns a drop-down
 * over a hidden sheet holding the value list.
 */
export async function templateWorkbook(contribution: ImportTemplateContribution, call: ImportCall, loadOptions: (lovCode: string) => Promise<readonly { value: string; meaning: string }[]>): Promise<ExcelJS.Workbook> {
  const language = call.session.language as Language;
  const workbook = new (await loadExcelJs()).Workbook();
  const options = new OptionCache(loadOptions);
  const sheets = sheetsOf(contribution.template);
  const lists = workbook.addWorksheet('values', { state: 'veryHidden' });
  let listColumn = 0;
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(templateText(contribution, sheet.name, language).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((c) => ({ header: templateText(contribution, c.name, language), key: c.code, width: 20 }));
    worksheet.getRow(1).font = { bold: true };
    for (const [index, column] of sheet.columns.entries()) {
      const notes = [column.required ? translate('import.template.required', language) : '', column.help ? templateText(contribution, column.help, language) : ''].filter(Boolean);
      if (notes.length) worksheet.getCell(1, index + 1).note = notes.join('\n');
      if (!column.lovCode) continue;
      const values = await options.get(column.lovCode);
      if (values.length === 0) continue;
      listColumn++;
      values.forEach((option, row) => (lists.getCell(row + 1, listColumn).value = option.meaning));
      const letter = lists.getColumn(listColumn).letter;
      for (let row = 2; row <= LIST_ROWS + 1; row++) {
        worksheet.getCell(row, index + 1).dataValidation = { type: 'list', allowBlank: !column.required, formulae: [`values!$${letter}$1:$${letter}$${values.length}`] };
      }
    }
  }
  workbook.removeWorksheet(lists.id);
  if (listColumn > 0) {
    // Moved last so the data sheets keep their indexes (sheet 0 is the first template sheet).
    const moved = workbook.addWorksheet('values', { state: 'veryHidden' });
    lists.eachRow((row, n) => row.eachCell((cell, c) => (moved.getCell(n, c).value = cell.value)));
  }
  return workbook;
}
