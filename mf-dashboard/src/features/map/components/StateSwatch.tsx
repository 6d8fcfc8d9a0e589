import type { DisplayState } from '@bess/shared';
import { MARKER_COLOURS } from '../mapMarkers';

export interface StateSwatchProps {
  state: DisplayState;
  size?: number;
}

/** A marker's swatch: the same fill and outline as on the map. */
export function StateSwatch({ state, size = 12 }: StateSwatchProps) {
  const colour = MARKER_COLOURS[state];
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: colour.fill,
        border: `2px solid ${colour.stroke === '#ffffff' ? colour.fill : colour.stroke}`,
        boxSizing: 'border-box',
      }}
    />
  );
}
