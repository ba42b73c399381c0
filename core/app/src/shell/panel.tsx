import { theme } from 'antd';
import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

// antd's Card, drawn with Card's own tokens, for the pages a buyer lands on. Card imports Tabs
// for its tab list, and Tabs its overflow dropdown and menu: home loaded about 10 kB gzip of
// them (and kept the top bar's menus from loading late) for panels that never show a tab
// (issue 20). Where a page needs tabs, a cover or actions in a card, it uses antd's Card.

/** Card's hover shadow: an alias token antd derives (theme/util/alias.js) but leaves out of its types. */
interface CardAliasToken {
  readonly boxShadowCard: string;
}

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The head's title, cut with an ellipsis on one line as Card's is. */
  title?: ReactNode;
  /** The head's right-hand side. */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** Raised with Card's shadow under the pointer (a clickable tile). */
  hoverable?: boolean;
  bodyStyle?: CSSProperties;
}

/**
 * Card (bordered) with its head, body, sizes and hover: the same box, padding, type and shadow
 * (border-box throughout, as Card's parts are, so a body of height 100% fits its panel).
 */
export function Panel({ title, extra, size = 'default', hoverable, bodyStyle, style, children, onMouseEnter, onMouseLeave, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  const { boxShadowCard } = token as unknown as CardAliasToken;
  const [raised, setRaised] = useState(false);
  const small = size === 'small';
  const radius = token.borderRadiusLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  // As Card: a head only for a title or an extra worth showing.
  const head = Boolean(title) || Boolean(extra);
  return (
    <div
      {...rest}
      onMouseEnter={(e) => {
        if (hoverable) setRaised(true);
        onMouseEnter?.(e);
      }}
      onMouseLeave={(e) => {
        if (hoverable) setRaised(false);
        onMouseLeave?.(e);
      }}
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        background: token.colorBgContainer,
        borderRadius: radius,
        border,
        ...(hoverable
          ? {
              cursor: 'pointer',
              transition: `box-shadow ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
              ...(raised ? { borderColor: 'transparent', boxShadow: boxShadowCard } : {}),
            }
          : {}),
        ...style,
      }}
    >
      {head ? (
        <div
          style={{
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            minHeight: small ? token.fontSize * token.lineHeight + token.paddingXS * 2 : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -1,
            padding: `0 ${small ? 12 : token.paddingLG}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            borderBottom: border,
            borderRadius: `${radius}px ${radius}px 0 0`,
          }}
        >
          <div style={{ boxSizing: 'border-box', width: '100%', display: 'flex', alignItems: 'center' }}>
            {title ? <div style={{ display: 'inline-block', flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{title}</div> : null}
            {extra ? <div style={{ marginInlineStart: 'auto', color: token.colorText, fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</div> : null}
          </div>
        </div>
      ) : null}
      <div style={{ boxSizing: 'border-box', padding: small ? 12 : token.paddingLG, borderRadius: head ? `0 0 ${radius}px ${radius}px` : radius, ...bodyStyle }}>{children}</div>
    </div>
  );
}
