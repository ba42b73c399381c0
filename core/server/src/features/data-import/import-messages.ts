import { registerMessages } from '../../http/messages';
// Cell findings are domain keys (import.cell.*), answered with the browser's own texts.
import '../cart/domain-messages';

registerMessages({
  'import.template.not-found': { en_US: 'Template not found', zh_CN: '未找到模板' },
  'import.batch.not-found': { en_US: 'The import batch does not exist', zh_CN: '导入批次不存在' },
  'import.batch.busy': { en_US: 'The batch is being checked or imported, please refresh later', zh_CN: '该批次正在校验或导入，请稍后刷新' },
  'import.batch.done': { en_US: 'The batch has been imported already', zh_CN: '该批次已导入' },
  'import.batch.failed-rows': { en_US: '{count} rows still have errors: correct them first', zh_CN: '仍有{count}行存在错误，请先修正' },
  'import.file.too-large': { en_US: 'file size exceeds {value}M', zh_CN: '文件大小超过{value}M' },
  'import.file.type': { en_US: 'Only .xls and .xlsx files can be imported', zh_CN: '只能导入 .xls 和 .xlsx 文件' },
  'import.file.empty': { en_US: 'The file contains no data rows', zh_CN: '文件中没有数据行' },
  'import.file.corrupt': { en_US: 'The file is damaged or is not an Excel workbook', zh_CN: '文件已损坏或不是 Excel 工作簿' },
  'import.file.bomb': { en_US: 'The file expands to more data than an import may hold', zh_CN: '文件解压后的数据量超出导入上限' },
  'import.file.missing': { en_US: 'Please choose an Excel file (form field excel)', zh_CN: '请选择 Excel 文件（表单字段 excel）' },
  'import.param.invalid': { en_US: 'The param field must be a JSON object', zh_CN: 'param 字段必须是 JSON 对象' },
  'import.columns.missing': { en_US: 'Sheet {sheet} lacks the template columns: {columns}', zh_CN: '工作表{sheet}缺少模板列：{columns}' },
  'import.columns.unknown': { en_US: 'Sheet {sheet} has columns the template does not know: {columns}', zh_CN: '工作表{sheet}包含模板中没有的列：{columns}' },
  'import.rows.too-many': { en_US: 'A sheet may hold at most {max} data rows', zh_CN: '每个工作表最多{max}行数据' },
  'import.failed.rows': { en_US: 'Import failed: {count} rows were refused, nothing was imported', zh_CN: '导入失败：{count}行被拒绝，未导入任何数据' },
  'import.job.failed': { en_US: 'The import stopped on an unexpected error, nothing was imported', zh_CN: '导入因意外错误中止，未导入任何数据' },
  'import.failure-file.model-only': { en_US: 'A failure file exists for business-object imports only', zh_CN: '只有业务对象导入才提供失败文件' },
  'import.cart.product.unknown': { en_US: 'No product with code {code}', zh_CN: '商品编码{code}不存在' },
  'import.slice.missing': { en_US: 'Slices are missing: {chunks}', zh_CN: '缺少分片：{chunks}' },
  'import.failure.column': { en_US: 'Error', zh_CN: '错误信息' },
  'import.template.required': { en_US: 'Required', zh_CN: '必填' },
});
