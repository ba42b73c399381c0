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

export default dialogsMessagesEn;
