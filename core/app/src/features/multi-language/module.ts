import { MultiLanguageModalToken, type MultiLanguageModalProps } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { lazyWhenOpen } from '../../shell/lazy-component';
import { MultiLanguageServiceImpl, MultiLanguageServiceToken } from './multi-language-service';

// The modal (a form per language) is fetched on its first opening.
const MultiLanguageModal = lazyWhenOpen<MultiLanguageModalProps>(() => import('./components/multi-language-modal').then((m) => m.MultiLanguageModal));

/** Binds the multi-language service (replaceable by token) and the SDK's modal token. */
export const multiLanguageModule = new ContainerModule(({ bind }) => {
  bind(MultiLanguageServiceImpl).toSelf().inSingletonScope();
  bind(MultiLanguageServiceToken.id).toService(MultiLanguageServiceImpl);
  bind(MultiLanguageModalToken.id).toConstantValue(MultiLanguageModal);
});
