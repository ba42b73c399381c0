import { IMPORT_AUTO_REFRESH_MS, MAX_POLLS, POLL_INTERVAL_MS, REDIRECT_DELAY_MS } from './polling';

it.each([
  ['poll interval 1 s', POLL_INTERVAL_MS, 1000],
  ['maximum 10 polls', MAX_POLLS, 10],
  ['redirect delay 1 s', REDIRECT_DELAY_MS, 1000],
  ['import auto-refresh 5000 ms', IMPORT_AUTO_REFRESH_MS, 5000],
])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
