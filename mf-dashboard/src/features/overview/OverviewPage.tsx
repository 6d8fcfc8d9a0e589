import { useDeferredValue, useMemo } from 'react';
import { useTexts } from '../../i18n';
import { Alert, Card, Col, Row } from 'antd';
import { Role, selectedEntity, useHost, type SelectedEntity } from '@bess/shared';
import { AlarmCounters } from '../home/components/AlarmCounters';
import { ValueList } from '../home/components/ValueList';
import { useAlarmCounters } from '../home/hooks/useAlarmCounters';
import { useLiveStatus } from '../home/hooks/useLiveStatus';
import { deviceIdsOf } from '../home/statusRules';
import { useFormat } from '../home/useFormat';
import { ChildrenTable } from './components/ChildrenTable';
import { RiskLevel } from './components/RiskLevel';
import { StateCounts } from './components/StateCounts';
import { SupplyStatistics, type SupplyTarget } from './components/SupplyStatistics';
import {
  countByState,
  overviewChildren,
  overviewRows,
  riskInputs,
  totalCapacity,
  type OverviewChild,
} from './overviewRules';

/** spec 7: supply statistics exist per site and per group; a device shows its site's. */
function supplyTarget(entity: SelectedEntity): SupplyTarget | null {
  switch (entity.kind) {
    case 'group':
      return { kind: 'group', id: entity.group.siteGroupId };
    case 'site':
      return { kind: 'site', id: entity.site.siteId };
    case 'device':
      return entity.site ? { kind: 'site', id: entity.site.siteId } : null;
    case 'none':
      return null;
  }
}

const idsOfKind = (children: readonly OverviewChild[], kind: OverviewChild['kind']) =>
  children.filter((c) => c.kind === kind).map((c) => c.id);

/**
 * spec 2 main/overview (partner admin and above, spec 6): one widget for any selection: counts by display state of
 * its children, alarm counters, total battery capacity, the risk level (spec 9), supply statistics, and a table of
 * the children that opens them.
 */
export function OverviewPage() {
  const { t } = useTexts();
  const { configuration, selection, select, user } = useHost();
  const format = useFormat();
  const entity = useMemo(
    () => selectedEntity(configuration, { id: selection.id, selectionType: selection.selectionType }),
    [configuration, selection.id, selection.selectionType],
  );
  const children = useMemo(() => overviewChildren(configuration, entity), [configuration, entity]);
  const siteIds = useMemo(() => idsOfKind(children, 'site'), [children]);
  const deviceIds = useMemo(() => idsOfKind(children, 'device'), [children]);
  // A state, state of charge and power is all a row needs: the shell's stand-in for an unpolled site will do.
  const sites = useLiveStatus('site', siteIds, false);
  const devices = useLiveStatus('device', deviceIds, false);
  const liveRows = useMemo(
    () => overviewRows(children, { ...sites.byId, ...devices.byId }),
    [children, sites.byId, devices.byId],
  );
  const alarmDeviceIds = useMemo(() => deviceIdsOf(configuration, entity), [configuration, entity]);
  // react-query hands each answer to React through useSyncExternalStore, which renders it at once, in one task. The
  // widgets are drawn from deferred copies of the answers instead, so React renders the table and the counts (each
  // memoised) in slices.
  const rows = useDeferredValue(liveRows);
  const alarmCounters = useDeferredValue(useAlarmCounters(alarmDeviceIds).counters);
  const counts = useMemo(() => countByState(rows), [rows]);
  const risk = riskInputs(alarmCounters, rows);
  const supply = supplyTarget(entity);

  // spec 6: the shell shows this tab to partner admins and above only; a deep link by anyone else shows nothing.
  if (user && !user.isAtLeast(Role.PartnerAdmin)) return <Alert type="info" title={t('page.notAvailable')} />;

  return (
    <section aria-label={t('overview.label', { name: selection.name ?? t('overview.everything') })}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <Card title={t('overview.stateCounts')} style={{ height: '100%' }}>
            <StateCounts counts={counts} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card title={t('alarms.active')} style={{ height: '100%' }}>
            <AlarmCounters counters={alarmCounters} heading={false} />
          </Card>
        </Col>
        <Col xs={24} md={24} xl={8}>
          <Card title={t('overview.risk.title')} style={{ height: '100%' }}>
            <RiskLevel first={risk.first} second={risk.second} />
            <div style={{ marginTop: 16 }}>
              <ValueList
                label={t('overview.totalCapacity')}
                items={[
                  { key: 'capacity', label: t('overview.totalCapacity'), value: format.kwh(totalCapacity(rows)) },
                ]}
              />
            </div>
          </Card>
        </Col>
        {supply ? (
          <Col span={24}>
            <Card title={t('overview.supply.title')}>
              <SupplyStatistics target={supply} />
            </Card>
          </Col>
        ) : null}
        <Col span={24}>
          <Card title={t(`overview.children.${entity.kind}`)}>
            <ChildrenTable rows={rows} selectedId={selection.id} onOpen={select} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
