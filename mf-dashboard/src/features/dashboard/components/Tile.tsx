import type { ReactNode } from 'react';

export interface TileProps {
  label: string;
  children: ReactNode;
  /** Colour of the figure. */
  accent?: string;
}

/** One figure of a wall display: a label and a large value, readable from across a room. */
export function Tile({ label, children, accent = '#f8fafc' }: TileProps) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{ background: '#111c31', borderRadius: 12, padding: '14px 18px', minWidth: 0 }}
    >
      <div style={{ fontSize: 'clamp(13px, 1.1vw, 18px)', color: '#94a3b8' }}>{label}</div>
      <div style={{ fontSize: 'clamp(22px, 2.2vw, 40px)', fontWeight: 700, color: accent, lineHeight: 1.2 }}>
        {children}
      </div>
    </div>
  );
}
