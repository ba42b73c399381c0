import type { ServerMessages } from '@mall/sdk/server';
import { networkMessagesEn, networkMessagesZh } from '../network-messages';

const KEYS = ['network-equipment.address.not-it', 'network-equipment.address.none'] as const;

/** The refusals of the address save, in the browser's words. */
export const networkServerMessages: ServerMessages = Object.fromEntries(KEYS.map((key) => [key, { en_US: networkMessagesEn.messages[key]!, zh_CN: networkMessagesZh.messages[key]! }]));
