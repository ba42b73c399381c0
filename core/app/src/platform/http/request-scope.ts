import { injectable } from 'inversify';

/**
 * What scopes every call: the organisation id that replaces `{org}` in paths. The session
 * store fills it once self-info has arrived (spec 1 section 6: the organisation id scopes all
 * calls).
 */
@injectable()
export class RequestScope {
  organizationId: number | undefined;
}

export const RequestScopeToken = Symbol.for('mall.RequestScope');
