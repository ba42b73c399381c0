import { HttpClientToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { HttpClientImpl } from './http-client-impl';
import { RequestScope, RequestScopeToken } from './request-scope';

/** The HTTP client with the error catalogue, and the organisation scope its paths use. */
export const httpModule = new ContainerModule(({ bind }) => {
  bind(RequestScope).toSelf().inSingletonScope();
  bind(RequestScopeToken).toService(RequestScope);
  bind(HttpClientImpl).toSelf().inSingletonScope();
  bind(HttpClientToken.id).toService(HttpClientImpl);
});
