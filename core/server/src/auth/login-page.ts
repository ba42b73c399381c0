import { translate, type Language } from '../http/messages';

export interface LoginPageModel {
  language: Language;
  clientId: string;
  redirectUri: string;
  /** The sign-in CSRF token, repeated from its cookie (see sign-in-csrf.ts). */
  csrfToken: string;
  loginName?: string;
  /** Message key of the failure to show above the form. */
  errorKey?: string;
  errorParams?: Record<string, string | number>;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The provider's sign-in page (spec 1 section 4 step 2): one form, no script. Its colours read at
 * WCAG AA: the button is the mall's #f53 darkened to 4.5:1 under white text, as the app's theme does.
 */
export function renderLoginPage(model: LoginPageModel): string {
  const t = (key: string) => escape(translate(key, model.language));
  const error = model.errorKey ? `<p class="error" role="alert">${escape(translate(model.errorKey, model.language, model.errorParams))}</p>` : '';
  return `<!doctype html>
<html lang="${model.language === 'en_US' ? 'en' : 'zh-CN'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('oauth.page.title')}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;display:flex;justify-content:center;padding-top:12vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:320px}
h1{font-size:20px;margin:0 0 24px}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d9d9d9;border-radius:4px;font-size:14px}
button{margin-top:24px;width:100%;padding:10px;border:0;border-radius:4px;background:#d1462a;color:#fff;font-size:15px;cursor:pointer}
.error{color:#ad2a0a;background:#fff2e8;border:1px solid #ffbb96;padding:8px;border-radius:4px}
</style></head>
<body><form method="post" action="/oauth/login">
<h1>${t('oauth.page.title')}</h1>${error}
<input type="hidden" name="client_id" value="${escape(model.clientId)}">
<input type="hidden" name="redirect_uri" value="${escape(model.redirectUri)}">
<input type="hidden" name="csrf_token" value="${escape(model.csrfToken)}">
<label for="loginName">${t('oauth.page.loginName')}</label>
<input id="loginName" name="loginName" autocomplete="username" required value="${escape(model.loginName ?? '')}">
<label for="password">${t('oauth.page.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('oauth.page.submit')}</button>
</form></body></html>`;
}
