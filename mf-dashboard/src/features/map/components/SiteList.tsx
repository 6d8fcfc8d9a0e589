import { useDeferredValue, useId, useMemo, useState } from 'react';
import { theme } from 'antd';
import { useTexts } from '../../../i18n';
import { MARKER_COLOURS, type SiteMarker } from '../mapMarkers';
import { StateSwatch } from './StateSwatch';

export interface SiteListProps {
  markers: readonly SiteMarker[];
  selectedId: string | null;
  onSelect(siteId: string): void;
  /** Height of the scrolling list. */
  maxHeight: number | string;
}

/**
 * The sites of the map as buttons: the way to pick a site with the keyboard or a screen reader, since the canvas
 * markers cannot take focus. A filter narrows the list by name or id.
 */
export function SiteList({ markers, selectedId, onSelect, maxHeight }: SiteListProps) {
  // antd's tokens, so that the colours follow the light or dark theme
  const { token } = theme.useToken();
  const { t } = useTexts();
  const headingId = useId();
  const [query, setQuery] = useState('');
  // Typing stays responsive with 1,000 sites: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase();
    if (!needle) return markers;
    return markers.filter((m) => m.siteName.toLowerCase().includes(needle) || m.siteId.toLowerCase().includes(needle));
  }, [markers, deferredQuery]);

  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 8 }}>
      <h2 id={headingId} style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>
        {t('map.siteList', { count: markers.length })}
      </h2>
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t('map.findSite')}
        placeholder={t('map.findSite')}
        style={{
          padding: '4px 8px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 6,
          font: 'inherit',
          background: token.colorBgContainer,
          color: token.colorText,
        }}
      />
      {shown.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('map.noMatch')}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          data-testid="map-site-list"
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight, overflowY: 'auto' }}
        >
          {shown.map((marker) => {
            const state = t(`states.${marker.state}`);
            return (
              <li key={marker.siteId}>
                <button
                  type="button"
                  onClick={() => onSelect(marker.siteId)}
                  aria-label={t('map.siteState', { name: marker.siteName, state })}
                  aria-current={marker.siteId === selectedId ? 'true' : undefined}
                  data-site-id={marker.siteId}
                  data-state={marker.state}
                  data-colour={MARKER_COLOURS[marker.state].fill}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    width: '100%',
                    padding: '3px 6px',
                    border: 0,
                    borderRadius: 4,
                    background: marker.siteId === selectedId ? token.colorPrimaryBg : 'transparent',
                    font: 'inherit',
                    fontSize: 13,
                    textAlign: 'left',
                    cursor: 'pointer',
                  }}
                >
                  <StateSwatch state={marker.state} size={10} />
                  {/* A long name is cut with an ellipsis; its whole text shows on hover. */}
                  <span
                    title={marker.siteName}
                    style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {marker.siteName}
                  </span>
                  {/* The button's name says the state already; hidden from the name computation, the visible
                      words stay within the name (axe: label-content-name-mismatch) */}
                  <span aria-hidden="true" style={{ color: token.colorTextSecondary, fontSize: 12 }}>
                    {state}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
