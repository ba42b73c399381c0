/** A column of a column-based template (spec 2 section 3 "Import template (column-based)"). */
export interface ImportTemplateLine {
  columnCode: string;
  columnName: string;
  /** decimal, long, boolean, multi; anything else is text. */
  columnType?: 'decimal' | 'long' | 'boolean' | 'multi' | 'string';
  regularExpression?: string;
  maxValue?: number;
  minValue?: number;
  /** 1 = required. */
  nullable?: 0 | 1;
}

/** One sheet of a column-based template. */
export interface ImportTemplateTarget {
  sheetIndex: number;
  sheetName: string;
  templateLineList: ImportTemplateLine[];
}

/** The business-object component types of spec 2 section 3. */
export type ImportComponentType =
  | 'SWITCH' | 'TEXT_FIELD' | 'TEXT_AREA' | 'NUMBER_FIELD' | 'FLOAT' | 'PERCENTAGE' | 'DATE_SELECTION_BOX'
  | 'DATETIME_SELECTION_BOX' | 'SINGLE_SELECT' | 'MULTIPLE_SELECT' | 'RADIO' | 'CHECKBOX' | 'EMAIL';

/** A column of a business-object template. */
export interface ImportTemplateColumn {
  fieldCode: string;
  fieldName: string;
  componentType: ImportComponentType;
  requiredFlag?: 0 | 1;
  enabledFlag?: 0 | 1;
  defaultValue?: string;
  help?: string;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  digitalAccuracy?: number;
  displayFormat?: string;
  /** Value list of select, radio and checkbox columns. */
  lovCode?: string;
}

export interface ImportTemplateSheet {
  sheetName: string;
  importTemplateColumns: ImportTemplateColumn[];
}

/** A column-based template: `/import/data/...` calls. */
export interface ColumnImportTemplate {
  kind: 'column';
  templateCode: string;
  templateName: string;
  templateType?: string;
  prefixPatch?: string;
  templateTargetList: ImportTemplateTarget[];
}

/** A business-object template: `/import/data/model/...` calls; failure files exist only for these. */
export interface ModelImportTemplate {
  kind: 'model';
  templateCode: string;
  templateName: string;
  servicePath?: string;
  importTemplateSheets: ImportTemplateSheet[];
}

export type ImportTemplate = ColumnImportTemplate | ModelImportTemplate;

/** One option of a value list, as a select column accepts it (by value or by meaning). */
export interface ImportOption {
  value: string;
  meaning: string;
}

/** A batch as the import history lists it (spec 2 section 3 "Import batch"). */
export interface ImportBatchInfo {
  batch: string;
  status: import('../constants/import-status').ImportBatchStatus;
  dataCount: number;
  successCount: number;
  failedCount: number;
  fileName: string;
  description?: string;
  creationDate: string;
  templateCode: string;
  templateSource: 'column' | 'model';
  fileUrl?: string;
}

/** One imported row (spec 2 section 3 "Import row"). */
export interface ImportRowInfo {
  _id: number;
  _sheetIndex: number;
  _rowNum: number;
  _dataStatus: import('../constants/import-status').ImportRowStatus;
  _info?: string;
  _data: Record<string, string>;
}
