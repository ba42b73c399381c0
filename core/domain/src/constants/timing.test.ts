import * as t from './timing';

it.each([
  ['SPINNER_DELAY_MS', 500],
  ['PERMISSION_BATCH_DELAY_MS', 500],
  ['SCROLL_ANIMATION_MS', 450],
  ['QUERY_DEBOUNCE_MS', 100],
  ['SAVE_THROTTLE_MS', 500],
  ['REMAINING_BUDGET_DEBOUNCE_MS', 500],
  ['NOTIFICATION_DURATION_S', 2.5],
])('%s is %d', (name, expected) => expect(t[name as keyof typeof t]).toBe(expected));
