/** Texts of the generic dialogs (spec 1 screens 6-8); the spec's English sentences are the en_US text. */
export const dialogsMessagesEn = {
  'dialogs.remark.title': 'Remark',
  'dialogs.remark.label': 'Remark',
  'dialogs.remark.placeholder': 'Please enter',
  'dialogs.remark.required': 'please fill in {field}',
  'dialogs.remark.too-long': '{field} cannot exceed {max} characters',
  'dialogs.ok': 'OK',
  'dialogs.cancel': 'Cancel',
  'dialogs.countdown.title': 'tips',
  'dialogs.countdown.closing': 'This window closes in {seconds} s',
  'dialogs.operation-failed.title': 'Operation failed',
  'dialogs.operation-failed.message': 'operation failed, required fields {list} are empty, please contact the administrator',
  'dialogs.list-separator': ', ',
};

export const dialogsMessagesZh: Record<keyof typeof dialogsMessagesEn, string> = {
  'dialogs.remark.title': '备注',
  'dialogs.remark.label': '备注',
  'dialogs.remark.placeholder': '请输入',
  'dialogs.remark.required': '请填写{field}',
  'dialogs.remark.too-long': '{field}不能超过{max}个字符',
  'dialogs.ok': '确定',
  'dialogs.cancel': '取消',
  'dialogs.countdown.title': '提示',
  'dialogs.countdown.closing': '{seconds} 秒后自动关闭',
  'dialogs.operation-failed.title': '操作失败',
  'dialogs.operation-failed.message': '操作失败，必填字段{list}为空，请联系管理员',
  'dialogs.list-separator': '、',
};
