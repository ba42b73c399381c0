import { MANUAL_REQUEST_STATUSES } from '../constants/manual-request-status';
import { requestTransition, statusesAllowing, type RequestAction } from './request-transitions';

// Every status against every action: the allowed moves and nothing else.
const ALLOWED: Record<string, string> = {
  'NEW submit': 'SUBMITTED',
  'SUBMITTED withdraw': 'NEW',
  'NEW edit': 'NEW',
  'NEW cancel': 'CANCELED',
  'APPROVED cancel': 'CANCELLING',
  'NEW cancel-lines': 'NEW',
  'APPROVED cancel-lines': 'APPROVED',
  'NEW delete-lines': 'NEW',
};
const ACTIONS: RequestAction[] = ['submit', 'withdraw', 'edit', 'cancel', 'cancel-lines', 'delete-lines'];

it.each(MANUAL_REQUEST_STATUSES.flatMap((s) => ACTIONS.map((a) => [s, a] as const)))('%s --%s-->', (status, action) => {
  expect(requestTransition(status, action)).toBe(ALLOWED[`${status} ${action}`]);
});

it('refuses to cancel a request already turned into an order (TO_PO)', () => {
  expect(requestTransition('TO_PO', 'cancel')).toBeUndefined();
  expect(statusesAllowing('cancel')).toEqual(['NEW', 'APPROVED']);
});
