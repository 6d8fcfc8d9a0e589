import { useId, type ReactNode } from 'react';
import { theme } from 'antd';

/** One labelled value. */
export interface ValueItem {
  key: string;
  label: string;
  value: ReactNode;
}

export interface ValueListProps {
  /** Names the whole list for assistive technology. */
  label: string;
  items: readonly ValueItem[];
}

/**
 * Labelled values as a description list. Each value is named by its label (aria-labelledby), so a person with a screen
 * reader, and a test, finds "State of charge" and reads its value.
 */
export function ValueList({ label, items }: ValueListProps) {
  // antd's tokens, so that the colours follow the light or dark theme
  const { token } = theme.useToken();
  const base = useId();
  return (
    <dl
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        columnGap: 16,
        rowGap: 6,
        margin: 0,
      }}
    >
      {items.map((item) => {
        const id = `${base}-${item.key}`;
        return (
          <div key={item.key} style={{ display: 'contents' }}>
            <dt id={id} style={{ color: token.colorTextSecondary }}>
              {item.label}
            </dt>
            <dd aria-labelledby={id} style={{ margin: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
