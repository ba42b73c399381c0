import { clearBrowserStorage } from '../../platform/session/platform-test-container';
import { I18nImpl } from '../../platform/i18n/i18n-impl';
import dataImportMessagesEn from './data-import-messages.en';
import dataImportMessagesZh from './data-import-messages.zh';

beforeEach(() => clearBrowserStorage());

/** The wizard's counted texts through the mall's own i18next setup ('en_US' and 'zh_CN' as locales). */
async function textsIn(locale: 'en_US' | 'zh_CN') {
  const i18n = new I18nImpl();
  await i18n.useMessages(async (l) => [l === 'en_US' ? dataImportMessagesEn : dataImportMessagesZh]);
  await i18n.setLocale(locale);
  return (key: string, count: number) => i18n.t(key, { count });
}

it('counts rows in English as one row or many', async () => {
  const t = await textsIn('en_US');
  expect([t('data-import.imported', 1), t('data-import.imported', 3), t('data-import.imported', 0)]).toEqual(['Imported 1 row', 'Imported 3 rows', 'Imported 0 rows']);
  expect([t('data-import.editor.saved', 1), t('data-import.editor.saved', 2)]).toEqual(['Saved: 1 row is correct now', 'Saved: 2 rows are correct now']);
});

it('has one form in Chinese', async () => {
  const t = await textsIn('zh_CN');
  expect([t('data-import.imported', 1), t('data-import.imported', 3)]).toEqual(['已导入1行', '已导入3行']);
  expect(t('data-import.editor.saved', 1)).toBe('已保存：1行已正确');
});
