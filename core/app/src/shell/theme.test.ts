import { AA_TEXT_CONTRAST, accessibleShade, contrastRatio, DEFAULT_PRIMARY, themeFor } from './theme';

it('measures contrast as WCAG does', () => {
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#fff', '#fff')).toBe(1);
  // antd's blue on white, a known 4.1:1.
  expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
});

it.each([
  [undefined, DEFAULT_PRIMARY],
  ['#1677ff', '#1677ff'],
  [' #0a0 ', '#0a0'],
  ['red; background:url(x)', DEFAULT_PRIMARY],
])('topicColor %s gives a primary derived from %s that reads at AA on white', (topic, brand) => {
  const primary = themeFor(topic).token!.colorPrimary!;
  expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  expect(primary).toBe(accessibleShade(brand));
  expect(themeFor(topic).token!.colorLink).toBe(primary);
  expect(DEFAULT_PRIMARY).toBe('#f53');
});

it('keeps a colour that already passes, and only darkens as far as needed', () => {
  expect(accessibleShade('#003a8c')).toBe('#003a8c');
  const shade = accessibleShade('#ff5533');
  expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.8);
});

it('makes the status colours antd uses as text (error, warning, success, info) read at AA on white', () => {
  const token = themeFor(undefined).token!;
  for (const color of [token.colorError, token.colorWarning, token.colorSuccess, token.colorInfo]) {
    expect(contrastRatio(color!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  }
});
