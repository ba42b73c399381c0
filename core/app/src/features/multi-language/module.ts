import { MultiLanguageModalToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { MultiLanguageModal } from './components/multi-language-modal';
import { MultiLanguageServiceImpl, MultiLanguageServiceToken } from './multi-language-service';

/** Binds the multi-language service (replaceable by token) and the SDK's modal token. */
export const multiLanguageModule = new ContainerModule(({ bind }) => {
  bind(MultiLanguageServiceImpl).toSelf().inSingletonScope();
  bind(MultiLanguageServiceToken.id).toService(MultiLanguageServiceImpl);
  bind(MultiLanguageModalToken.id).toConstantValue(MultiLanguageModal);
});
