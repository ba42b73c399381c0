export { personalTablesFeature } from './personal-tables-feature';
export { PersonalTableServiceToken } from './personal-table-service';
export type { PersonalTableService, PersonalTableLayout, PersonalColumnLayout } from './personal-table-service';
export { usePersonalColumnsImpl as usePersonalColumns } from './use-personal-columns';
