import { useId } from 'react';
import { theme } from 'antd';
import { useTexts } from '../../../i18n';
import type { DisplayState } from '@bess/shared';
import { LEGEND_STATES, MARKER_COLOURS } from '../mapMarkers';
import { StateSwatch } from './StateSwatch';

export interface MapLegendProps {
  /** Number of sites on the map in each display state. */
  counts: Readonly<Record<DisplayState, number>>;
}

/** spec 2: the legend of the map's status colours, each with the number of sites in that state. */
export function MapLegend({ counts }: MapLegendProps) {
  // antd's tokens, so that the colours follow the light or dark theme
  const { token } = theme.useToken();
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} style={{ margin: '0 0 8px', fontSize: 16, fontWeight: 600 }}>
        {t('map.legend')}
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {LEGEND_STATES.map((state) => (
          <li
            key={state}
            data-state={state}
            data-colour={MARKER_COLOURS[state].fill}
            style={{ display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <StateSwatch state={state} />
            <span style={{ flex: 1 }}>{t(`states.${state}`)}</span>
            <span style={{ fontVariantNumeric: 'tabular-nums', color: token.colorTextSecondary }}>{counts[state]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
