import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

export interface HomeCardProps {
  /** The header's title (left); no header without one. */
  title?: ReactNode;
  /** The header's right-hand part (e.g. when the data was last updated). */
  extra?: ReactNode;
  children: ReactNode;
  /** A dashed border: a prompt rather than data. */
  dashed?: boolean;
  role?: string;
}

/**
 * The frame of the home's widgets, drawn as antd's Card draws (its border, radius, header and paddings) from the
 * theme's tokens, so it follows light and dark. Not antd's Card itself: it brings Tabs (for a tab list), Skeleton and
 * Form's context (with @rc-component/form and its validator) to every page that shows one: about 45 KB gzip of
 * JavaScript the home never uses, fetched, parsed and run before its live values can draw. A long title wraps beside
 * the extra instead of being cut (on a phone antd's one-line title shows 'Aarhus Harb' of 'Aarhus Harbour').
 */
export function HomeCard({ title, extra, children, dashed = false, role }: HomeCardProps) {
  const { token } = theme.useToken();
  const line = (style: string) => `${token.lineWidth}px ${style} ${token.colorBorderSecondary}`;
  const frame: CSSProperties = {
    background: token.colorBgContainer,
    border: line(dashed ? 'dashed' : token.lineType),
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontSize: token.fontSize,
  };
  const header: CSSProperties = {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: token.marginXS,
    minHeight: 56,
    padding: `0 ${token.paddingLG}px`,
    borderBottom: line(token.lineType),
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: token.fontSizeLG,
  };
  return (
    <div role={role} style={frame}>
      {title !== undefined && (
        <div style={header}>
          <div data-card-title="" style={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </div>
          {extra ? (
            <div style={{ fontWeight: 'normal', fontSize: token.fontSize, color: token.colorText }}>{extra}</div>
          ) : null}
        </div>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </div>
  );
}
