import { theme as antdTheme } from 'antd';
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
  expect(primary).toBe(accessibleShade(brand!, themeFor(topic).token!.colorPrimaryBg));
  // A selected menu entry writes the primary on its light tint.
  expect(contrastRatio(primary, themeFor(topic).token!.colorPrimaryBg!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
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

it('makes status tags (text on their light background) read at AA, the backgrounds staying light tints', () => {
  const token = themeFor(undefined).token! as Record<string, string>;
  for (const s of ['Error', 'Warning', 'Success', 'Info']) {
    expect(contrastRatio(token[`color${s}`]!, token[`color${s}Bg`]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // antd's own tints (success #f6ffed...), not the grey a darkened seed would derive.
    expect(contrastRatio(token[`color${s}Bg`]!, '#ffffff')).toBeLessThan(1.15);
  }
});

it.each(['orange', 'gold', 'green', 'blue', 'red', 'volcano', 'cyan', 'purple', 'magenta', 'geekblue', 'lime', 'yellow', 'pink'])(
  'makes the %s preset tag read at AA: step 7 on step 1, white on step 6',
  (colour) => {
    const token = themeFor(undefined).token! as Record<string, string>;
    const defaults = antdTheme.getDesignToken() as unknown as Record<string, string>;
    expect(contrastRatio(token[`${colour}7`]!, defaults[`${colour}1`]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(token[`${colour}6`]!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // The legacy spelling becomes the same CSS variable (--ant-orange-7) and would undo the fix.
    expect(token[`${colour}-7`]).toBe(token[`${colour}7`]);
    expect(token[`${colour}-6`]).toBe(token[`${colour}6`]);
  },
);
