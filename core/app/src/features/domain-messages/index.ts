export { domainMessagesFeature } from './domain-messages-feature';
