import { shellMessagesEn, shellMessagesZh } from './messages';

it('every shell message exists in both locales', () => {
  expect(Object.keys(shellMessagesZh).sort()).toEqual(Object.keys(shellMessagesEn).sort());
});
