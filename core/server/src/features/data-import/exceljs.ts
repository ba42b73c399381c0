import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on the first spreadsheet call (an import, a template, a failure file, an
 * export, a receipt print) rather than at start: it holds about 29 MB of the server's memory,
 * which every gateway would otherwise carry from its first second (issue 17, memory after seeding).
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  return (loading ??= import('exceljs').then((module) => module.default));
}
