export { multiLanguageFeature } from './multi-language-feature';
export { MultiLanguageServiceToken } from './multi-language-service';
export type { MultiLanguageService, TenantLanguage } from './multi-language-service';
