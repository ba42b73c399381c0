import { ContainerModule } from 'inversify';
import { TYPES } from '../tokens';
import { I18nImpl } from './i18n-impl';
import { LanguageSwitcherImpl, LanguageSwitcherToken } from './language-switcher';

/** Translation: one i18next instance per container, and the server-side language switch. */
export const i18nModule = new ContainerModule(({ bind }) => {
  bind(I18nImpl).toSelf().inSingletonScope();
  bind(TYPES.I18n).toService(I18nImpl);
  bind(LanguageSwitcherImpl).toSelf().inSingletonScope();
  bind(LanguageSwitcherToken).toService(LanguageSwitcherImpl);
});
