/**
 * Server message keys with their en_US and zh_CN texts. The spec's English sentence is the
 * en_US text. A feature adds its own keys with `registerMessages` from its routes module.
 */
export type Language = 'zh_CN' | 'en_US';
export type MessageTexts = Readonly<Record<Language, string>>;

const catalogue = new Map<string, MessageTexts>(
  Object.entries({
    'error.error': { en_US: 'program error', zh_CN: '程序错误' },
    'error.unauthorized': { en_US: 'Please sign in again', zh_CN: '登录已失效，请重新登录' },
    'error.forbidden': { en_US: 'Sorry, you have no right to access this page', zh_CN: '抱歉，您无权访问该页面' },
    'error.not_found': { en_US: 'Sorry, the server is having a problem', zh_CN: '抱歉，服务器出现问题' },
    'error.validation': { en_US: 'Invalid request: {detail}', zh_CN: '请求参数错误：{detail}' },
    'error.bad_request': { en_US: 'Bad request: {detail}', zh_CN: '错误的请求：{detail}' },
    'error.db.column_violation': { en_US: 'The data conflicts with existing data', zh_CN: '数据与已有数据冲突' },
    'oauth.login.failed': { en_US: 'Wrong account or password', zh_CN: '账号或密码错误' },
    'oauth.client.invalid': { en_US: 'Unknown client: {clientId}', zh_CN: '未知的客户端：{clientId}' },
    'oauth.redirect.invalid': { en_US: 'The redirect address is not allowed', zh_CN: '不允许的重定向地址' },
    'oauth.redirect.malformed': { en_US: 'The redirect address contains invalid characters', zh_CN: '重定向地址包含非法字符' },
    'oauth.login.throttled': {
      en_US: 'Too many failed sign-in attempts. Please try again in {seconds} seconds.',
      zh_CN: '登录失败次数过多，请在 {seconds} 秒后重试。',
    },
    'oauth.login.cross_site': {
      en_US: 'The sign-in request did not come from the sign-in page. Please open the sign-in page again.',
      zh_CN: '登录请求并非来自登录页面，请重新打开登录页面。',
    },
    'hpfm.lov.view.not.defined': { en_US: 'Value set view not defined: {code}, please maintain it', zh_CN: '值集视图未定义：{code}，请维护' },
    'hpfm.lov.not.defined': { en_US: 'Value set not defined: {code}', zh_CN: '值集未定义：{code}' },
    'smal.unit.not.found': { en_US: 'The purchase unit does not exist or is not available to you', zh_CN: '采购单位不存在或不可用' },
    'smal.user.not.found': { en_US: 'The user does not exist', zh_CN: '用户不存在' },
    'hpfm.region.not.found': { en_US: 'The region does not exist', zh_CN: '地区不存在' },
    'hpfm.country.not.found': { en_US: 'The country does not exist', zh_CN: '国家不存在' },
  } satisfies Record<string, MessageTexts>),
);

export function registerMessages(messages: Record<string, MessageTexts>): void {
  for (const [key, texts] of Object.entries(messages)) catalogue.set(key, texts);
}

export function hasMessage(key: string): boolean {
  return catalogue.has(key);
}

/** The text of `key` in `language` with `{name}` placeholders filled; the key itself if unknown. */
export function translate(key: string, language: Language, params: Record<string, string | number> = {}): string {
  const texts = catalogue.get(key);
  const template = texts ? texts[language] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function toLanguage(value: string | undefined): Language {
  return value?.toLowerCase().startsWith('en') ? 'en_US' : 'zh_CN';
}

registerMessages({
  'oauth.page.title': { en_US: 'Sign in to the procurement mall', zh_CN: '登录采购商城' },
  'oauth.page.loginName': { en_US: 'Account', zh_CN: '账号' },
  'oauth.page.password': { en_US: 'Password', zh_CN: '密码' },
  'oauth.page.submit': { en_US: 'Sign in', zh_CN: '登录' },
});
