import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// Texts without antd Typography, in Typography's tokens. Typography brings its ellipsis tooltip,
// copy and edit (a TextArea) into a page's load, and every instance mounts a resize observer,
// an intersection observer and a measuring pass that renders it again (issue 20: home's 168
// instances were half its 3,300 React nodes and three extra commits). Where the text only needs
// a colour, a weight or a CSS clamp, these do it with the same tokens.

/** Typography.Text type="secondary". */
export function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextDescription }}>{children}</span>;
}

type HeadingLevel = 1 | 2 | 4;

/** Typography.Title: an h1-h4 in antd's heading size, weight and line height, without margins. */
export function Heading({ level, children, style }: { level: HeadingLevel; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{
        margin: 0,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

export interface PlainTextProps {
  children: ReactNode;
  /** Typography's `type`: the description grey or the error red (prices). */
  tone?: 'secondary' | 'danger';
  strong?: boolean;
  /** Struck through (a market price beaten). */
  deleted?: boolean;
  /** Cut with an ellipsis after this many lines, by CSS alone; `title` then gives the whole text. */
  lines?: number;
  title?: string;
  style?: CSSProperties;
}

/** Typography.Text (a `span`) with its size, colours, weight and CSS ellipsis. */
export function PlainText({ children, tone, strong, deleted, lines, title, style }: PlainTextProps) {
  const { token } = theme.useToken();
  const color = tone === 'secondary' ? token.colorTextDescription : tone === 'danger' ? token.colorErrorText : token.colorText;
  let content = children;
  if (deleted) content = <del>{content}</del>;
  if (strong) content = <strong style={{ fontWeight: token.fontWeightStrong }}>{content}</strong>;
  return (
    <span title={title} style={{ color, fontSize: token.fontSize, wordBreak: 'break-word', lineHeight: token.lineHeight, ...clampStyle(lines), ...style }}>
      {content}
    </span>
  );
}

/** What antd's ellipsis writes when CSS can do it: one line cut, or a line clamp. */
function clampStyle(lines: number | undefined): CSSProperties {
  if (!lines) return {};
  if (lines === 1) return { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', verticalAlign: 'bottom' };
  return { display: '-webkit-box', overflow: 'hidden', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' };
}
