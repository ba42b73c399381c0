import enUSAntd from 'antd/locale/en_US';
import zhCNAntd from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { LanguageSwitcherToken, type LanguageSwitcher } from './language-switcher';
import { clearBrowserStorage, createPlatformTestContainer } from '../session/platform-test-container';
import { I18nImpl } from './i18n-impl';
import { LANGUAGE_STORAGE_KEY } from './i18n';
import { LOCALE_PACKS } from './locale-pack';
import { enUS } from './messages/en-US';
import { zhCN } from './messages/zh-CN';

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('I18nImpl', () => {
  it('starts in zh_CN, with antd in Chinese once the language is loaded with its texts', async () => {
    const i18n = new I18nImpl();
    expect(i18n.locale).toBe('zh_CN');
    expect(i18n.t('http.serverTrouble')).toBe('抱歉，服务器出现问题');
    // antd's own English until then: the router waits for the texts, so no page shows it.
    expect(i18n.antdLocale).toBeUndefined();
    await i18n.useMessages(async () => []);
    expect(i18n.antdLocale).toBe(zhCNAntd);
  });

  it('waits for the language pack as for the texts, and loads it again after a failure', async () => {
    const i18n = new I18nImpl();
    const pack = vi.spyOn(LOCALE_PACKS, 'en_US').mockRejectedValueOnce(new Error('offline'));
    await expect(i18n.setLocale('en_US')).rejects.toThrow('offline');
    expect(i18n.locale).toBe('zh_CN');
    await i18n.setLocale('en_US');
    expect(pack).toHaveBeenCalledTimes(2);
    expect([i18n.locale, i18n.antdLocale]).toEqual(['en_US', enUSAntd]);
    pack.mockRestore();
  });

  it("sets dayjs's locale with antd's, so the date picker's months and weekdays follow the language", async () => {
    const i18n = new I18nImpl();
    await i18n.useMessages(async () => []);
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-24').format('MMM dd')).toBe('11月 二');
    await i18n.setLocale('en_US');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-11-24').format('MMM dd')).toBe('Nov Tu');
  });

  it('gives the spec English word for word in en_US', async () => {
    const i18n = new I18nImpl();
    await i18n.setLocale('en_US');
    expect(i18n.antdLocale).toBe(enUSAntd);
    expect([i18n.t('http.forbidden'), i18n.t('http.serverTrouble'), i18n.t('http.busy'), i18n.t('http.networkError'), i18n.t('http.programError')]).toEqual([
      'Sorry, you have no right to access this page',
      'Sorry, the server is having a problem',
      'Access is limited, system busy, please retry later',
      'network request error',
      'program error',
    ]);
  });

  it('has a zh_CN text for every en_US key', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('fills {name} placeholders and leaves HTML alone (React escapes)', () => {
    const i18n = new I18nImpl();
    i18n.addMessages('zh_CN', { 'lookup.undefined': 'Value set view not defined: {code}, please maintain it' });
    expect(i18n.t('lookup.undefined', { code: 'SMAL.<UNIT>' })).toBe('Value set view not defined: SMAL.<UNIT>, please maintain it');
  });

  it('merges plugin messages over core, the later contribution winning, other keys kept', async () => {
    const i18n = new I18nImpl();
    await i18n.setLocale('en_US');
    i18n.addMessages('en_US', { 'http.forbidden': 'Tenant wording A', 'tenant.only': 'Only {who}' });
    i18n.addMessages('en_US', { 'http.forbidden': 'Tenant wording B' });
    expect(i18n.t('http.forbidden')).toBe('Tenant wording B');
    expect(i18n.t('http.serverTrouble')).toBe('Sorry, the server is having a problem');
    expect(i18n.t('tenant.only', { who: 'us' })).toBe('Only us');
    await i18n.setLocale('zh_CN');
    expect(i18n.t('http.forbidden')).toBe('抱歉，您无权访问此页面');
  });

  it('falls back to zh_CN for a key missing in en_US, and to the key itself', async () => {
    const i18n = new I18nImpl();
    i18n.addMessages('zh_CN', { 'only.zh': '仅中文' });
    await i18n.setLocale('en_US');
    expect(i18n.t('only.zh')).toBe('仅中文');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.exists('no.such.key')).toBe(false);
  });

  it('keeps instances apart and remembers the chosen language for the next one', async () => {
    const first = new I18nImpl();
    const second = new I18nImpl();
    first.addMessages('zh_CN', { 'x.y': 'first' });
    await first.setLocale('en_US');
    expect(second.locale).toBe('zh_CN');
    expect(second.t('x.y')).toBe('x.y');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    expect(new I18nImpl().locale).toBe('en_US');
  });
});

describe('LanguageSwitcher', () => {
  it('sends the language to the server, then switches', async () => {
    const { container, fake, i18n } = createPlatformTestContainer();
    fake.on('PUT /iam/hzero/v1/users/default-language', { status: 204 });
    await container.get<LanguageSwitcher>(LanguageSwitcherToken).switchTo('en_US');
    expect(fake.callsTo('/iam/hzero/v1/users/default-language')[0]?.url.searchParams.get('language')).toBe('en_US');
    expect(i18n.locale).toBe('en_US');
  });

  it('stays in the current language when the server refuses', async () => {
    const { container, fake, i18n } = createPlatformTestContainer();
    fake.on('PUT /iam/hzero/v1/users/default-language', { status: 500, json: {} });
    await expect(container.get<LanguageSwitcher>(LanguageSwitcherToken).switchTo('en_US')).rejects.toMatchObject({ status: 500 });
    expect(i18n.locale).toBe('zh_CN');
  });
});
