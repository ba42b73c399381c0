import { PRIMARY_COLOR } from '@mall/domain';
import { theme as antdTheme } from 'antd';
import type { ThemeConfig } from 'antd';

/** Spec 1 section 9: theme primary colour #f53 unless the tenant's webConfig names one. */
export const DEFAULT_PRIMARY = PRIMARY_COLOR;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG 2 AA for normal text: what axe's colour-contrast check asks of text on its background. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * Grey for secondary and description text: black at 62 % on white is #616161, 6.1:1, where
 * antd's default (45 %, #8c8c8c) is 3.4:1.
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';

/**
 * antd's status seeds (error #ff4d4f 3.3:1, warning #faad14 1.9:1, success #52c41a 2.3:1, info
 * #1677ff 4.1:1 on white) are used as text colours (prices, danger links, warnings) and as the text
 * of status tags on their light background (`colorSuccessBg`...). Each is darkened until it reads on
 * that background; the backgrounds and borders stay antd's light tints of the original seed (the
 * tints antd would derive from a darkened seed are greys).
 */
const STATUS = ['Error', 'Warning', 'Success', 'Info'] as const;

/** antd's default design tokens: the seeds above, their tints and the preset palettes (blue1..gold10). */
let defaults: ReturnType<typeof antdTheme.getDesignToken> | undefined;
const antdDefaults = () => (defaults ??= antdTheme.getDesignToken());

/**
 * The preset colours tags use (`<Tag color="orange">`): antd writes palette step 7 on step 1
 * (orange #d46b08 on #fff7e6 is 3.3:1) and white on step 6. Both steps are darkened per colour
 * until they read at AA, through the palette tokens, so every tag follows without a CSS override.
 */
function readablePresetPalettes(): Record<string, string> {
  const token = antdDefaults() as unknown as Record<string, string>;
  const keys = Object.keys(token).flatMap((k) => /^([a-z]+)7$/.exec(k)?.slice(1) ?? []);
  // Both spellings: antd keeps the legacy 'orange-7' beside 'orange7', and both become the CSS
  // variable --ant-orange-7 that the tag reads (the legacy one, written last, wins).
  return Object.fromEntries(
    keys.flatMap((c) => {
      const text = accessibleShade(token[`${c}7`]!, token[`${c}1`]!);
      const solid = accessibleShade(token[`${c}6`]!, '#ffffff');
      return [
        [`${c}7`, text],
        [`${c}-7`, text],
        [`${c}6`, solid],
        [`${c}-6`, solid],
      ];
    }),
  );
}

function rgbOf(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** WCAG contrast ratio of two `#rgb`/`#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The tenant's colour, darkened just enough (mixed with black in 2 % steps, hue kept) to read
 * at `min`:1 against `background`: as link text on white and as the white text of a primary
 * button. A colour that already passes is returned as given.
 */
export function accessibleShade(color: string, background = '#ffffff', min = AA_TEXT_CONTRAST): string {
  if (contrastRatio(color, background) >= min) return color;
  const rgb = rgbOf(color);
  for (let k = 0.98; k > 0; k -= 0.02) {
    const shade = toHex(rgb.map((c) => c * k));
    if (contrastRatio(shade, background) >= min) return shade;
  }
  return '#000000';
}

/**
 * The antd theme for a tenant: its topicColor (checked: a hex colour only) made readable on white
 * and on its own light tint (a selected menu entry, an active option) becomes the primary and link
 * colour; status and tag colours and secondary greys are dark enough for AA.
 */
export function themeFor(topicColor: string | undefined): ThemeConfig {
  // One object per colour: the shell renders often, and a new theme object makes antd recompute.
  const cached = themes.get(topicColor);
  if (cached) return cached;
  const brand = topicColor && HEX.test(topicColor.trim()) ? topicColor.trim() : DEFAULT_PRIMARY;
  const primaryBg = antdTheme.getDesignToken({ token: { colorPrimary: brand } }).colorPrimaryBg;
  const primary = accessibleShade(brand, primaryBg);
  const base = antdDefaults();
  const status = Object.fromEntries(
    STATUS.flatMap((s) => [
      [`color${s}`, accessibleShade(base[`color${s}`], base[`color${s}Bg`])],
      [`color${s}Bg`, base[`color${s}Bg`]],
      [`color${s}Border`, base[`color${s}Border`]],
    ]),
  );
  const theme: ThemeConfig = {
    // antd writes no component styles at run time (issue 20), only the theme's CSS variables:
    // index.html links its static stylesheet (vite-antd-styles.ts), which reads them. Since antd
    // then never calls its style functions, the app's build leaves them out
    // (vite-antd-style-functions.ts): turning this off would bring no run-time styles back.
    zeroRuntime: true,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorPrimaryBg: primaryBg,
      ...status,
      ...readablePresetPalettes(),
      colorTextTertiary: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      borderRadius: 6,
    },
  };
  themes.set(topicColor, theme);
  return theme;
}

const themes = new Map<string | undefined, ThemeConfig>();
