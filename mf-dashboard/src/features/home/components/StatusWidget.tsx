import { useMemo } from 'react';
import { Col, Row, Space } from 'antd';
import { usePrefetchQuery } from '@tanstack/react-query';
import {
  AccessLevel,
  configurationQueries,
  isSolarId,
  levelAllows,
  useHost,
  type LiveData,
  type SelectedEntity,
  type SelectionType,
} from '@bess/shared';
import { useAlarmCounters } from '../hooks/useAlarmCounters';
import { useControlSource } from '../hooks/useControlSource';
import { useLiveStatus, type StatusKind } from '../hooks/useLiveStatus';
import { useStateCommand, type CommandTarget } from '../hooks/useStateCommand';
import { deviceIdsOf } from '../statusRules';
import { AlarmCounters } from './AlarmCounters';
import { EnergyFlow } from '../../energyFlow/EnergyFlow';
import { GroupSitesList } from './GroupSitesList';
import { LiveValues } from './LiveValues';
import { StateCommands } from './StateCommands';
import { WidgetCard } from './WidgetCard';

/** A selected device, site or group. */
export type WidgetEntity = Exclude<SelectedEntity, { kind: 'none' }>;

export interface StatusWidgetProps {
  entity: WidgetEntity;
  selectionType: SelectionType;
}

function describe(entity: WidgetEntity): { kind: StatusKind; id: string; name: string; capacity: number | null } {
  switch (entity.kind) {
    case 'device':
      return {
        kind: 'device',
        id: entity.device.deviceId,
        name: entity.device.deviceId,
        capacity: entity.device.batteryCapacity,
      };
    case 'site':
      return {
        kind: 'site',
        id: entity.site.siteId,
        name: entity.site.siteName,
        capacity: entity.site.batteryCapacity,
      };
    case 'group':
      return {
        kind: 'group',
        id: entity.group.siteGroupId,
        name: entity.group.name,
        capacity: entity.group.batteryCapacity,
      };
  }
}

/**
 * Who sees the state commands (spec 4): a signed-in user (not an anonymous dashboard link) on a battery device or a
 * site; hidden where the hierarchy says the user's level on the site cannot send them (ReadOnly 20: below NormalUser,
 * server/README "Operations calls"). An unknown level shows them: the server decides.
 */
function commandTarget(entity: WidgetEntity, signedIn: boolean): CommandTarget | null {
  if (!signedIn || entity.kind === 'group') return null;
  const site = entity.site;
  const id = entity.kind === 'site' ? entity.site.siteId : entity.device.deviceId;
  if (isSolarId(id)) return null;
  const level = site?.level;
  if (typeof level === 'number' && !levelAllows(level, AccessLevel.NormalUser)) return null;
  return { kind: entity.kind, id };
}

interface CommandsProps {
  target: CommandTarget;
  state: string | null | undefined;
  fetchedAt: number | null;
}

function Commands({ target, state, fetchedAt }: CommandsProps) {
  const command = useStateCommand(target, { fetchedAt, state });
  return <StateCommands state={state} busy={command.isBusy} onSend={command.send} />;
}

/** The live values with a site's control source (spec 7: read in site views only). */
function SiteLiveValues({
  live,
  capacity,
  siteId,
}: {
  live: LiveData;
  capacity: number | null;
  siteId: string | null;
}) {
  const controlSource = useControlSource(siteId);
  return <LiveValues live={live} capacityKwh={capacity} controlSource={siteId === null ? undefined : controlSource} />;
}

/** The alarm counters of the entity's devices. */
function EntityAlarmCounters({ entity }: { entity: WidgetEntity }) {
  const { configuration } = useHost();
  const deviceIds = useMemo(() => deviceIdsOf(configuration, entity), [configuration, entity]);
  return <AlarmCounters counters={useAlarmCounters(deviceIds).counters} />;
}

/** Starts reading a site's control source beside its status, before the values that show it are drawn. */
function PrefetchControlSource({ siteId }: { siteId: string }) {
  const { api } = useHost();
  usePrefetchQuery(configurationQueries.controlSource(api, siteId));
  return null;
}

/**
 * spec 2 main/home: the status widget of a device, a site or a site group: display state, energy flow, live values,
 * alarm counters, when it was last updated (stale after two poll cycles), the state commands for a device or a site,
 * and for a group the roll-up of its sites with a list of them.
 *
 * Each answer redraws only what shows it. The status is read here; the alarm counters and the control source are read
 * by the parts that show them, so their answers (which come after the status on a phone) do not redraw the energy flow
 * and the whole card again.
 */
export function StatusWidget({ entity, selectionType }: StatusWidgetProps) {
  const { user, shareToken } = useHost();
  const { kind, id, name, capacity } = describe(entity);
  // useLiveStatus keys on the ids' values, so a new array each render is fine.
  const status = useLiveStatus(kind, [id]);
  const siteId = kind === 'site' ? id : null;
  const target = commandTarget(entity, user !== null && shareToken === null);

  return (
    <>
      {siteId !== null ? <PrefetchControlSource siteId={siteId} /> : null}
      <WidgetCard
        name={name}
        selectionType={selectionType}
        status={status}
        id={id}
        footer={entity.kind === 'group' ? <GroupSitesList groupId={entity.group.siteGroupId} /> : null}
      >
        {(live) => (
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={11}>
              <EnergyFlow live={live} />
            </Col>
            <Col xs={24} lg={13}>
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <SiteLiveValues live={live} capacity={capacity} siteId={siteId} />
                <EntityAlarmCounters entity={entity} />
                {target ? (
                  <Commands key={target.id} target={target} state={live.state} fetchedAt={status.fetchedAt} />
                ) : null}
              </Space>
            </Col>
          </Row>
        )}
      </WidgetCard>
    </>
  );
}
