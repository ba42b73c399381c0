import { ContainerModule } from 'inversify';
import { TYPES } from '../tokens';
import { SessionStoreImpl } from './session-store-impl';
import { TokenStoreImpl } from './token-store-impl';

/** The browser's session storage and the session store that starts the mall. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TokenStoreImpl).toSelf().inSingletonScope();
  bind(TYPES.TokenStore).toService(TokenStoreImpl);
  bind(SessionStoreImpl).toSelf().inSingletonScope();
  bind(TYPES.SessionStore).toService(SessionStoreImpl);
});
