export { homeFeature } from './home-feature';
export { HomeServiceToken } from './home-service';
export type { HomeService } from './home-service';
export type { HomeBlock, GroupItem, GroupProduct, Bulletin, UserMessage, MessagePage } from './home-types';
