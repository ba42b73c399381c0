/** Texts of the generic lookup dialog and lookup fields (spec 2 sections 2, 5 and 8; spec 1 errors). */
export const lookupsMessagesEn = {
  'lookups.dialog.search': 'Search',
  'lookups.dialog.reset': 'Reset',
  'lookups.dialog.confirm': 'Confirm',
  'lookups.dialog.cancel': 'Cancel',
  'lookups.dialog.choose': 'Choose',
  'lookups.dialog.loading': 'lov {code} loading...',
  'lookups.dialog.view-not-defined': 'Value set view not defined: {code}, please maintain it',
  'lookups.dialog.no-view': 'lov view not defined',
  'lookups.dialog.query-error': 'Query error',
  'lookups.dialog.select-one': 'please select at least one record',
  'lookups.dialog.i-know': 'I know',
  'lookups.dialog.yes': 'Yes',
  'lookups.dialog.no': 'No',
  'lookups.field.required': 'required, please complete the information',
};

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
