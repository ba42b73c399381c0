import { SessionValuesToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { TYPES } from '../tokens';
import { SessionStoreImpl } from './session-store-impl';
import { SessionValuesStoreImpl } from './session-values-store';
import { TokenStoreImpl } from './token-store-impl';

/** The browser's session storage, the session store that starts the mall and its session values. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TokenStoreImpl).toSelf().inSingletonScope();
  bind(TYPES.TokenStore).toService(TokenStoreImpl);
  bind(SessionStoreImpl).toSelf().inSingletonScope();
  bind(TYPES.SessionStore).toService(SessionStoreImpl);
  bind(SessionValuesStoreImpl).toSelf().inSingletonScope();
  bind(SessionValuesToken.id).toService(SessionValuesStoreImpl);
});
