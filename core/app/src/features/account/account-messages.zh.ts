import type { accountMessagesEn } from './account-messages.en';

export const accountMessagesZh: Record<keyof typeof accountMessagesEn, string> = {
  'account.privacy.agree': '同意',
  'account.privacy.disagree': '不同意并退出',
  'account.privacy.read-again': '隐私条款',
  'account.privacy.accepted': '您已同意隐私条款',
  'account.privacy.signing-out': '未同意隐私条款无法使用商城，即将退出登录。',
  'account.person.title': '个人信息',
  'account.person.open': '查看个人信息',
  'account.person.real-name': '姓名',
  'account.person.login-name': '账号',
  'account.person.mobile': '手机号',
  'account.person.email': '邮箱',
  'account.person.company': '公司',
  'account.person.unit': '采购单位',
  'account.person.purchase-org': '采购组织',
  'account.person.level': '用户层级',
  'account.person.level.tenant': '租户级用户',
  'account.person.level.site': '平台级用户',
  'account.user-center.title': '个人中心',
  'account.user-center.language': '默认语言',
  'account.user-center.language-saved': '默认语言已保存',
  'account.survey.title': '企业调研',
  'account.survey.open': '填写问卷',
  'account.survey.done': '我已填写',
  'account.survey.thanks': '感谢您填写问卷',
  'account.survey.none': '暂无问卷',
};

export default accountMessagesZh;
