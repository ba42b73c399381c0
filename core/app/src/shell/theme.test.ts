import { DEFAULT_PRIMARY, themeFor } from './theme';

it.each([
  [undefined, '#f53'],
  ['#1677ff', '#1677ff'],
  [' #0a0 ', '#0a0'],
  ['red; background:url(x)', '#f53'],
])('topicColor %s gives primary %s', (topic, primary) => {
  expect(themeFor(topic).token?.colorPrimary).toBe(primary);
  expect(DEFAULT_PRIMARY).toBe('#f53');
});
