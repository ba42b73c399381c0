export { accountFeature, USER_CENTER_PERMISSION } from './account-feature';
export { AccountServiceToken, USER_END, PRIVACY_TERM_CODE } from './account-service';
export type { AccountService, UserStatus, StaticText, EnterpriseSurvey, EnterpriseSurveys } from './account-service';
export { isTenantLevelUser, levelPath } from './user-level';
export { PersonInfoDialog } from './components/person-info-dialog';
export { usePrivacyTermPending } from './use-user-status';
export { PrivacyTermDialog } from './components/privacy-term-dialog';
