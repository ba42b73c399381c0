import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreRequestOptions } from '../../platform/http';
import { levelPath } from './user-level';

/** The user end this mall reports in user-status (spec 1 section 7). */
export const USER_END = 'MALL-PC';
/** The privacy term's text code. */
export const PRIVACY_TERM_CODE = 'SMAL.PRIVACY_TERM';

export interface UserStatus {
  readonly userId: number;
  readonly userEnd: string;
  readonly readPrivacyFlag: 0 | 1;
  readonly surveyFlag: 0 | 1;
}

export interface StaticText {
  readonly tenantId: number;
  readonly textCode: string;
  readonly lang: string;
  readonly title: string;
  readonly text: string;
}

export interface EnterpriseSurvey {
  readonly surveyId: number;
  readonly surveyCode: string;
  readonly title: string;
  readonly description: string;
  readonly surveyUrl: string;
}

export interface EnterpriseSurveys {
  readonly surveyFlag: 0 | 1;
  readonly surveyList: readonly EnterpriseSurvey[];
}

/** The user status and privacy-term flow and the enterprise survey fetch (spec 1 section 2, screen 11). */
export interface AccountService {
  status(signal?: AbortSignal): Promise<UserStatus>;
  /** Records that the buyer read and accepted the privacy term. */
  acceptPrivacyTerm(): Promise<UserStatus>;
  /** Records that the buyer filled in the enterprise survey. */
  finishSurvey(): Promise<UserStatus>;
  /** The privacy term: the tenant's for a tenant-level user, the platform's for a site-level one. */
  privacyTerm(organizationId: number, lang: string, signal?: AbortSignal): Promise<StaticText>;
  surveys(signal?: AbortSignal): Promise<EnterpriseSurveys>;
}

export const AccountServiceToken = defineServiceToken<AccountService>('AccountService');

/** The entry flow must never stop the mall: a failed status read leaves the dialog closed. */
const QUIET: CoreRequestOptions = { present: false };

@injectable()
export class AccountServiceImpl implements AccountService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  status(signal?: AbortSignal): Promise<UserStatus> {
    return this.http.request('GET', '/iam/v1/{org}/user-status', { ...QUIET, query: { userEnd: USER_END }, signal });
  }

  acceptPrivacyTerm(): Promise<UserStatus> {
    return this.http.request('POST', '/iam/v1/{org}/user-status', { body: { userEnd: USER_END, readPrivacyFlag: 1 } });
  }

  finishSurvey(): Promise<UserStatus> {
    return this.http.request('POST', '/iam/v1/{org}/user-status', { body: { userEnd: USER_END, surveyFlag: 1 } });
  }

  privacyTerm(organizationId: number, lang: string, signal?: AbortSignal): Promise<StaticText> {
    return this.http.request('GET', levelPath('/hpfm/v1', 'static-texts/text/by-code', organizationId), { query: { textCode: PRIVACY_TERM_CODE, lang }, signal });
  }

  surveys(signal?: AbortSignal): Promise<EnterpriseSurveys> {
    return this.http.request('GET', '/marmot/v1/{org}/enterprise-surveys', { signal });
  }
}
