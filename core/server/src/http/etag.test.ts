import { matchesTag } from './etag';

describe('If-None-Match against a weak tag (RFC 9110 13.1.2, weak comparison)', () => {
  const tag = 'W/"cart-7-41-9"';
  it.each([
    ['the same tag', 'W/"cart-7-41-9"', true],
    ['the same opaque tag without W/', '"cart-7-41-9"', true],
    ['one of a list', '"other", W/"cart-7-41-9"', true],
    ['any current answer', '*', true],
    ['an older version', 'W/"cart-7-40-9"', false],
    ['another organisation', 'W/"cart-8-41-9"', false],
    ['no header', undefined, false],
  ])('%s', (_name, header, expected) => {
    expect(matchesTag(header, tag)).toBe(expected);
  });
});
