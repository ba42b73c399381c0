import { PRIMARY_COLOR } from '@mall/domain';
import type { ThemeConfig } from 'antd';

/** Spec 1 section 9: theme primary colour #f53 unless the tenant's webConfig names one. */
export const DEFAULT_PRIMARY = PRIMARY_COLOR;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The antd theme for a tenant: its topicColor becomes the primary token. */
export function themeFor(topicColor: string | undefined): ThemeConfig {
  const primary = topicColor && HEX.test(topicColor.trim()) ? topicColor.trim() : DEFAULT_PRIMARY;
  return { token: { colorPrimary: primary, colorLink: primary, borderRadius: 6 } };
}
