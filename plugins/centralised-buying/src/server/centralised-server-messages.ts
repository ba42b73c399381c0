import type { ServerMessages } from '@mall/sdk/server';
import { centralisedMessagesEn, centralisedMessagesZh } from '../centralised-messages';

const KEYS = [
  'centralised-buying.relation.not-allowed',
  'centralised-buying.relation.not-group-buying',
  'centralised-buying.relation.approver-only',
  'centralised-buying.relation.own-line',
  'centralised-buying.relation.not-found',
  'centralised-buying.relation.decided',
] as const;

/** The refusals of the relation calls, in the browser's words. */
export const centralisedServerMessages: ServerMessages = Object.fromEntries(
  KEYS.map((key) => [key, { en_US: centralisedMessagesEn.messages[key]!, zh_CN: centralisedMessagesZh.messages[key]! }]),
);
