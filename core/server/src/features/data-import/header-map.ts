import type { ImportTemplateContribution } from '@mall/sdk/server';
import { headerNames, type PipelineSheet } from './template-registry';

/** Why a header row does not fit its template sheet. */
export interface HeaderMismatch {
  key: 'import.columns.missing' | 'import.columns.unknown';
  params: { columns: string; sheet: string };
}

/**
 * Positions of a template sheet's columns in a header row. Every required column must be there
 * (by code, name or a translation of the name; optional ones may be left out) and no column the
 * template does not know may be: a file of another template is refused before a row is read.
 */
export function mapHeader(contribution: ImportTemplateContribution, sheet: PipelineSheet, names: readonly string[]): Map<string, number> | HeaderMismatch {
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  names.forEach((name, index) => {
    if (name === '') return;
    const column = sheet.columns.find((c) => headerNames(contribution, c).includes(name.trim().toLowerCase()));
    if (column && !positions.has(column.code)) positions.set(column.code, index);
    else unknown.push(name);
  });
  const missing = sheet.columns.filter((c) => c.required && !positions.has(c.code)).map((c) => c.name);
  if (missing.length > 0) return { key: 'import.columns.missing', params: { columns: missing.join(', '), sheet: sheet.name } };
  if (unknown.length > 0) return { key: 'import.columns.unknown', params: { columns: unknown.join(', '), sheet: sheet.name } };
  return positions;
}
