import { useMemo } from 'react';
import { useTexts } from '../../../i18n';
import { Button, theme } from 'antd';
import { displayStateRank, liveDisplayState, sitesInGroup, useHost } from '@bess/shared';
import { useLiveStatus } from '../hooks/useLiveStatus';
import { useFormat } from '../useFormat';
import { StateTag } from './StateTag';
import { HomeHeading, SecondaryText } from './HomeText';

export interface GroupSitesListProps {
  groupId: string;
}

/**
 * The sites of a group (nested groups included) with their states, those needing attention first (spec 4 display
 * order); choosing one selects it.
 */
export function GroupSitesList({ groupId }: GroupSitesListProps) {
  // antd's tokens, so that the colours follow the light or dark theme
  const { token } = theme.useToken();
  const { t } = useTexts();
  const { configuration, select } = useHost();
  const format = useFormat();
  const sites = useMemo(() => sitesInGroup(configuration, groupId), [configuration, groupId]);
  const siteIds = useMemo(() => sites.map((s) => s.siteId), [sites]);
  // A state is all the list needs: the shell's stand-in for an unpolled site will do.
  const status = useLiveStatus('site', siteIds, false);
  const rows = useMemo(
    () =>
      sites
        .map((site) => ({ site, live: status.byId[site.siteId] }))
        .sort(
          (a, b) =>
            displayStateRank(liveDisplayState(a.live)) - displayStateRank(liveDisplayState(b.live)) ||
            a.site.siteName.localeCompare(b.site.siteName),
        ),
    [sites, status.byId],
  );

  return (
    <div style={{ marginTop: 24 }}>
      <HomeHeading level={5}>{t('home.group.sites')}</HomeHeading>
      {rows.length === 0 ? (
        <SecondaryText>{t('home.group.noSites')}</SecondaryText>
      ) : (
        <ul aria-label={t('home.group.sites')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map(({ site, live }) => (
            <li
              key={site.siteId}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 12,
                padding: '6px 0',
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <Button type="link" style={{ padding: 0 }} onClick={() => select(site.siteId)}>
                {site.siteName}
              </Button>
              <StateTag state={live?.state} mode={live?.mode} size={16} />
              {typeof live?.stateOfCharge === 'number' ? (
                <SecondaryText>
                  {t('live.stateOfCharge')} {format.percent(live.stateOfCharge)}
                </SecondaryText>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
