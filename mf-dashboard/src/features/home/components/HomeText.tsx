import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

// The home's headings and texts drawn as antd's Typography draws them, from the theme's tokens (light and dark), but
// without it, since antd's Typography brings its editable mode with it: Input and TextArea, and below them antd's form
// code (@rc-component/form and its validator), about 100 KB of script the home would fetch and run for a few headings.

export interface HomeHeadingProps {
  /** 4: a widget's own title; 5: a part of a widget. */
  level: 4 | 5;
  children: ReactNode;
}

/** A heading as antd's Typography.Title of that level. */
export function HomeHeading({ level, children }: HomeHeadingProps) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    margin: '0 0 0.5em',
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: level === 4 ? token.fontSizeHeading4 : token.fontSizeHeading5,
    lineHeight: level === 4 ? token.lineHeightHeading4 : token.lineHeightHeading5,
  };
  return level === 4 ? <h4 style={style}>{children}</h4> : <h5 style={style}>{children}</h5>;
}

/** A paragraph as antd's Typography.Paragraph; `last` drops the space below it. */
export function HomeParagraph({ children, last = false }: { children: ReactNode; last?: boolean }) {
  const { token } = theme.useToken();
  return <p style={{ margin: last ? 0 : '0 0 1em', color: token.colorText }}>{children}</p>;
}

/** Text of less weight, as antd's Typography.Text type="secondary". */
export function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextDescription }}>{children}</span>;
}
