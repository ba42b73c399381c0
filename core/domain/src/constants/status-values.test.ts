import { MANUAL_REQUEST_STATUSES } from './manual-request-status';
import { IMPORT_BATCH_STATUSES, IMPORT_ROW_STATUSES, IMPORT_STAGES } from './import-status';
import { INVOICE_DETAIL_TYPE_100, INVOICE_METHOD, INVOICE_REMARK_MAX_LENGTH, INVOICE_TITLE_TYPE, INVOICE_TYPE } from './invoice-codes';

it.each([
  ['manual request statuses', MANUAL_REQUEST_STATUSES, ['TO_PO', 'CANCELED', 'CANCELLING', 'NEW', 'CANCEL_TO_CONFIRM', 'SUBMITTED', 'APPROVED']],
  ['import batch statuses', IMPORT_BATCH_STATUSES, ['UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'CHECK_FAILED', 'IMPORTING', 'IMPORTED', 'IMPORT_FAILED']],
  ['import row statuses', IMPORT_ROW_STATUSES, ['NEW', 'VALID_SUCCESS', 'VALID_FAILED', 'IMPORT_SUCCESS', 'IMPORT_FAILED', 'ERROR']],
  ['import stages', IMPORT_STAGES, ['init', 'uploading', 'uploaded', 'checking', 'done', 'checkFailed']],
  ['invoice methods', INVOICE_METHOD, { first: '1', second: '2' }],
  ['invoice types', INVOICE_TYPE, { ordinary: '1', special: '2' }],
  ['invoice title types', INVOICE_TITLE_TYPE, { company: '1', personal: '2' }],
  ['invoice detail 100', INVOICE_DETAIL_TYPE_100, '100'],
  ['invoice remark limit', INVOICE_REMARK_MAX_LENGTH, 100],
])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
