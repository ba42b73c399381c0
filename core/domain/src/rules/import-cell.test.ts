import type { ImportTemplateColumn, ImportTemplateLine } from '../entities/import-template';
import { enUS } from '../messages/en-US';
import { checkColumnCell, checkModelCell, formatDate, neutraliseCell, parseDate, type ImportCellValue } from './import-cell';

const text = (result: ReturnType<typeof checkColumnCell>) => {
  if (!result.error) return undefined;
  return enUS[result.error.key as keyof typeof enUS].replace(/\{(\w+)\}/g, (_m, name: string) => String(result.error!.params?.[name]));
};

describe('column-based template cells (spec 2 section 5)', () => {
  const line = (over: Partial<ImportTemplateLine>): ImportTemplateLine => ({ columnCode: 'c', columnName: 'C', ...over });
  it.each<[string, Partial<ImportTemplateLine>, ImportCellValue, unknown, string | undefined]>([
    ['decimal within bounds', { columnType: 'decimal', minValue: 0, maxValue: 10 }, '2.5', 2.5, undefined],
    ['decimal below minValue', { columnType: 'decimal', minValue: 1 }, 0.5, undefined, 'must not be less than 1'],
    ['decimal above maxValue', { columnType: 'decimal', maxValue: 10 }, 11, undefined, 'must not be greater than 10'],
    ['decimal not a number', { columnType: 'decimal' }, 'abc', undefined, 'please enter a number'],
    ['long is an integer', { columnType: 'long' }, '7', 7, undefined],
    ['long refuses decimals', { columnType: 'long' }, 7.5, undefined, 'please enter a whole number'],
    ['boolean 1', { columnType: 'boolean' }, '1', true, undefined],
    ['boolean refuses other text', { columnType: 'boolean' }, 'maybe', undefined, 'please enter 1 or 0'],
    ['multi is text', { columnType: 'multi' }, ' 名称 ', '名称', undefined],
    ['required (nullable 1) and blank', { nullable: 1 }, '  ', undefined, 'required, please complete the information'],
    ['optional and blank', { nullable: 0 }, undefined, undefined, undefined],
    ['regularExpression matches', { regularExpression: '^[A-Z]{2}\\d+$' }, 'AB12', 'AB12', undefined],
    ['regularExpression refuses', { regularExpression: '^[A-Z]{2}\\d+$' }, 'ab12', undefined, 'the value does not match the required format'],
    ['another line, another regularExpression', { regularExpression: '^[a-z]{2}\\d+$' }, 'ab12', 'ab12', undefined],
  ])('%s', (_name, over, raw, value, error) => {
    const result = checkColumnCell(line(over), raw);
    expect(text(result)).toBe(error);
    if (!error) expect(result.value).toEqual(value);
  });
});

describe('business-object template cells (spec 2 section 5)', () => {
  const column = (over: Partial<ImportTemplateColumn>): ImportTemplateColumn => ({ fieldCode: 'f', fieldName: 'F', componentType: 'TEXT_FIELD', ...over });
  const options = [{ value: 'A', meaning: 'Alpha' }, { value: 'B', meaning: 'Beta' }];
  it.each<[string, Partial<ImportTemplateColumn>, ImportCellValue, unknown, string | undefined]>([
    ['requiredFlag and blank', { requiredFlag: 1 }, '', undefined, 'required, please complete the information'],
    ['blank takes defaultValue', { requiredFlag: 1, defaultValue: 'x' }, '', 'x', undefined],
    ['text within maxLength', { maxLength: 3 }, 'abc', 'abc', undefined],
    ['text over maxLength', { maxLength: 3 }, 'abcd', undefined, 'at most 3 characters'],
    ['maxLength counts characters, not UTF-16 units', { maxLength: 3 }, '𠀀𠀁𠀂', '𠀀𠀁𠀂', undefined],
    ['characters beyond the UTF-16 range over maxLength', { maxLength: 3 }, '𠀀𠀁𠀂𠀃', undefined, 'at most 3 characters'],
    ['number field integer', { componentType: 'NUMBER_FIELD', minValue: 1, maxValue: 5 }, '3', 3, undefined],
    ['number field step 1', { componentType: 'NUMBER_FIELD' }, '3.5', undefined, 'please enter a whole number'],
    ['number field above max', { componentType: 'NUMBER_FIELD', maxValue: 5 }, 6, undefined, 'must not be greater than 5'],
    ['float within digitalAccuracy', { componentType: 'FLOAT', digitalAccuracy: 2 }, '1.25', 1.25, undefined],
    ['float beyond digitalAccuracy', { componentType: 'FLOAT', digitalAccuracy: 2 }, '1.255', undefined, 'at most 2 decimal places'],
    ['percentage with a sign', { componentType: 'PERCENTAGE', digitalAccuracy: 1, maxValue: 100 }, '12.5%', 12.5, undefined],
    ['percentage above max', { componentType: 'PERCENTAGE', maxValue: 100 }, '120%', undefined, 'must not be greater than 100'],
    ['date in displayFormat', { componentType: 'DATE_SELECTION_BOX', displayFormat: 'YYYY/MM/DD' }, '2026/03/01', '2026/03/01', undefined],
    ['date not in displayFormat', { componentType: 'DATE_SELECTION_BOX' }, '01.03.2026', undefined, 'please enter a date as YYYY-MM-DD'],
    ['date that does not exist', { componentType: 'DATE_SELECTION_BOX' }, '2026-02-30', undefined, 'please enter a date as YYYY-MM-DD'],
    ['spreadsheet date cell', { componentType: 'DATE_SELECTION_BOX' }, new Date(Date.UTC(2026, 2, 1)), '2026-03-01', undefined],
    ['datetime default format', { componentType: 'DATETIME_SELECTION_BOX' }, '2026-03-01 08:30:00', '2026-03-01 08:30:00', undefined],
    ["switch '1'", { componentType: 'SWITCH' }, '1', '1', undefined],
    ["switch '0'", { componentType: 'SWITCH' }, 0, '0', undefined],
    ['switch refuses other text', { componentType: 'SWITCH' }, '2', undefined, 'please enter 1 (yes) or 0 (no)'],
    ['select by meaning', { componentType: 'SINGLE_SELECT' }, 'Beta', 'B', undefined],
    ['radio by value', { componentType: 'RADIO' }, 'A', 'A', undefined],
    ['select outside the list', { componentType: 'SINGLE_SELECT' }, 'C', undefined, 'C is not one of the allowed values'],
    ['multiple select', { componentType: 'MULTIPLE_SELECT' }, 'Alpha, B', ['A', 'B'], undefined],
    ['checkbox with a bad value', { componentType: 'CHECKBOX' }, 'A,Z', undefined, 'Z is not one of the allowed values'],
    ['email', { componentType: 'EMAIL' }, 'buyer@example.com', 'buyer@example.com', undefined],
    ['email format is incorrect', { componentType: 'EMAIL' }, 'buyer@', undefined, 'email format is incorrect'],
  ])('%s', (_name, over, raw, value, error) => {
    const result = checkModelCell(column(over), raw, options);
    expect(text(result)).toBe(error);
    if (!error) expect(result.value).toEqual(value);
  });
});

describe('cells written into failure files', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['12', '12'],
  ])('%j', (raw, out) => {
    expect(neutraliseCell(raw)).toBe(out);
  });
  it('keeps numbers (negative ones too) and writes an absent value as an empty cell', () => {
    expect(neutraliseCell(-3.5)).toBe(-3.5);
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
  it('parses only real dates', () => {
    expect(parseDate('2024-02-29', 'YYYY-MM-DD')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDate('2023-02-29', 'YYYY-MM-DD')).toBeUndefined();
  });
  it('writes a date in UTC, or in the local zone for a time stated now (a receipt time)', () => {
    const date = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDate(date, 'YYYY-MM-DD HH:mm:ss', 'local')).toBe('2026-01-02 03:04:05');
    expect(formatDate(new Date(Date.UTC(2026, 10, 24, 23, 59, 1)), 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-24 23:59:01');
  });
});
