export { HttpClientImpl, REQUEST_ID_HEADER } from './http-client-impl';
export { HttpError, isHttpError } from './http-error';
export type { HttpErrorInit, HttpErrorKind } from './http-error';
export { RequestScope, RequestScopeToken } from './request-scope';
export type { CoreHttpClient, CoreRequestOptions } from './core-request-options';
export { SERVER_FAULT_CODES, statusCatalogue } from './error-catalogue';
export { buildUrl } from './build-url';
export { httpModule } from './module';
export { errorText } from './error-text';
