import type { lookupsMessagesEn } from './lookups-messages.en';

export const lookupsMessagesZh: Record<keyof typeof lookupsMessagesEn, string> = {
  'lookups.dialog.search': '查询',
  'lookups.dialog.reset': '重置',
  'lookups.dialog.confirm': '确定',
  'lookups.dialog.cancel': '取消',
  'lookups.dialog.choose': '选择',
  'lookups.dialog.loading': '值集 {code} 加载中...',
  'lookups.dialog.view-not-defined': '值集视图未定义：{code}，请维护',
  'lookups.dialog.no-view': '值集视图未定义',
  'lookups.dialog.query-error': '查询出错',
  'lookups.dialog.select-one': '请至少选择一条数据',
  'lookups.dialog.i-know': '我知道了',
  'lookups.dialog.yes': '是',
  'lookups.dialog.no': '否',
  'lookups.field.required': '必输，请补全信息',
};

export default lookupsMessagesZh;
