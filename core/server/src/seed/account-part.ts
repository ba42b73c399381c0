import type { SeedPart } from './seed-part';

/** The privacy term's text code (spec 1 section 2, screen 11). */
export const PRIVACY_TERM_CODE = 'SMAL.PRIVACY_TERM';

/** The platform's privacy term (tenant 0); a tenant may keep its own under the same code. */
const PRIVACY_TERMS = [
  {
    lang: 'zh_CN',
    title: '隐私条款',
    text: '为向您提供采购服务，商城会收集并使用您的姓名、手机号、邮箱、收货地址及订单信息，仅用于下单、配送、开票与售后。\n未经您同意，我们不会向第三方提供您的个人信息；法律法规另有规定的除外。\n您可以在个人中心查看个人信息；如对本条款有疑问，请联系贵司商城管理员。',
  },
  {
    lang: 'en_US',
    title: 'Privacy terms',
    text: 'To provide purchasing services, the mall collects and uses your name, mobile number, email, receiving addresses and orders, only for ordering, delivery, invoicing and after-sales.\nWe do not give your personal information to third parties without your consent, except where the law requires it.\nYou can look at your personal information in the personal centre; for questions about these terms, contact your company\'s mall administrator.',
  },
];

/** Each tenant's enterprise survey, asked once in the personal centre. */
const SURVEY = {
  code: 'ENTERPRISE-2026',
  title: '企业采购满意度调查',
  description: '请花两分钟告诉我们贵司的采购品类、频次与对商城的意见。',
  url: 'https://survey.example.com/enterprise-2026',
};

export const accountPart: SeedPart = {
  name: 'account',
  async run(tx) {
    await tx.query(
      `insert into static_texts (tenant_id, text_code, lang, title, text)
       select 0, $1, lang, title, text from json_to_recordset($2::json) as x(lang text, title text, text text)
       on conflict (tenant_id, text_code, lang) do nothing`,
      [PRIVACY_TERM_CODE, JSON.stringify(PRIVACY_TERMS)],
    );
    await tx.query(
      `insert into enterprise_surveys (tenant_id, survey_code, title, description, survey_url)
       select t.id, $1, $2, $3, $4 from tenants t
       on conflict (tenant_id, survey_code) do nothing`,
      [SURVEY.code, SURVEY.title, SURVEY.description, SURVEY.url],
    );
  },
};
