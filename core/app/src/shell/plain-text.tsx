import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// The shell's few texts without antd Typography: Typography brings its ellipsis tooltip, copy and
// edit (a TextArea) into every page's first load (issue 20). Same tokens as Typography's styles.

/** Typography.Text type="secondary". */
export function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextDescription }}>{children}</span>;
}

/** Typography.Title level 4: an h4 in antd's heading size, weight and line height. */
export function Heading4({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h4 style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, ...style }}>
      {children}
    </h4>
  );
}
