import { Suspense, lazy, memo, useDeferredValue, useMemo, useState } from 'react';
import { Button, Card, Descriptions, Flex, Popconfirm, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import {
  AccessLevel,
  Role,
  SelectionType,
  partnerQueries,
  useAfterFirstPaint,
  useHost,
  type Device,
  type Site,
  type SiteGroup,
} from '@bess/shared';
import { useTexts } from '../../i18n';
import { CommissionForm } from './components/CommissionForm';
import { useManagement } from './hooks/useManagement';
import {
  canAdminister,
  canEditSite,
  parentOptions,
  siteAroundDeviceDefaults,
  type SiteFormValues,
} from './managementRules';

// The site and group dialogs (antd's modal and number input) and the files panel at the foot of the page (its upload
// and progress) are chunks of their own, fetched and mounted once the tab has painted: the first paint waits for none.
const SiteDialog = lazy(() => import('./components/SiteDialog').then((m) => ({ default: m.SiteDialog })));
const GroupDialog = lazy(() => import('./components/GroupDialog').then((m) => ({ default: m.GroupDialog })));
const FilesPanel = lazy(() => import('../files/FilesPanel').then((m) => ({ default: m.FilesPanel })));

type Dialog =
  | { kind: 'site'; site: Site | null }
  | { kind: 'group'; group: SiteGroup | null }
  // spec 4: a site around an unparented device; the starting values are fixed when the dialog opens.
  | { kind: 'around'; deviceId: string; initial: SiteFormValues }
  | null;

/** main/management (spec 2: partner admin and above): sites, groups, commissioning, unparented devices, partners. */
export function ManagementPage() {
  const { t } = useTexts();
  const { selection, configuration, user } = useHost();
  const actions = useManagement();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pickedDevice, setPickedDevice] = useState<string | undefined>();
  const close = () => setDialog(null);
  const painted = useAfterFirstPaint();

  const isSite =
    selection.selectionType === SelectionType.SITE ||
    selection.selectionType === SelectionType.PVSITE ||
    selection.selectionType === SelectionType.EMPTYSITE;
  const site = isSite ? configuration.sitesById.get(selection.id ?? '') : undefined;
  const group =
    selection.selectionType === SelectionType.SITEGROUP ? configuration.groupsById.get(selection.id ?? '') : undefined;
  // A new site or group goes into the selected group (or the selected site's group) by default.
  const defaultParentId = group?.siteGroupId ?? site?.parentId ?? null;
  const canCreateGroup =
    Boolean(user?.isAtLeast(Role.SuperAdmin)) || parentOptions(configuration, AccessLevel.Admin).length > 0;

  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <Button type="primary" onClick={() => setDialog({ kind: 'site', site: null })}>
          {t('management.createSite')}
        </Button>
        {canCreateGroup && (
          <Button onClick={() => setDialog({ kind: 'group', group: null })}>{t('management.createGroup')}</Button>
        )}
      </Space>
      {site ? (
        <SitePanel site={site} pickedDevice={pickedDevice} onEdit={() => setDialog({ kind: 'site', site })} />
      ) : group ? (
        <GroupPanel group={group} onEdit={() => setDialog({ kind: 'group', group })} />
      ) : (
        <Typography.Text type="secondary">{t('management.selectHint')}</Typography.Text>
      )}
      <UnparentedDevices
        site={site}
        onPick={setPickedDevice}
        onCreateAround={(deviceId) =>
          setDialog({
            kind: 'around',
            deviceId,
            initial: siteAroundDeviceDefaults(configuration, deviceId, { site, group }),
          })
        }
      />
      {painted && (
        <Suspense fallback={null}>
          {user?.isAtLeast(Role.SuperAdmin) && <FilesPanel />}
          <SiteDialog
            open={dialog?.kind === 'site'}
            site={dialog?.kind === 'site' ? dialog.site : null}
            defaultParentId={defaultParentId}
            saving={actions.createSite.isPending || actions.updateSite.isPending}
            onCancel={close}
            onSave={(values) => {
              const editing = dialog?.kind === 'site' ? dialog.site : null;
              const saved = editing
                ? actions.updateSite.mutateAsync({ site: editing, values })
                : actions.createSite.mutateAsync(values);
              return saved.then(close);
            }}
          />
          <SiteDialog
            open={dialog?.kind === 'around'}
            site={null}
            defaultParentId={defaultParentId}
            initial={dialog?.kind === 'around' ? dialog.initial : undefined}
            aroundDeviceId={dialog?.kind === 'around' ? dialog.deviceId : undefined}
            title={dialog?.kind === 'around' ? t('management.aroundTitle', { id: dialog.deviceId }) : undefined}
            saving={actions.createSiteAroundDevice.isPending}
            onCancel={close}
            onSave={async (values) => {
              if (dialog?.kind !== 'around') return;
              await actions.createSiteAroundDevice.mutateAsync({ deviceId: dialog.deviceId, values });
              close();
            }}
          />
          <GroupDialog
            open={dialog?.kind === 'group'}
            group={dialog?.kind === 'group' ? dialog.group : null}
            defaultParentId={defaultParentId}
            saving={actions.createGroup.isPending || actions.updateGroup.isPending}
            onCancel={close}
            onSave={(values) => {
              const editing = dialog?.kind === 'group' ? dialog.group : null;
              const saved = editing
                ? actions.updateGroup.mutateAsync({ siteGroupId: editing.siteGroupId, values })
                : actions.createGroup.mutateAsync(values);
              return saved.then(close);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}

/**
 * The head of a site's or group's card. On a desktop its actions sit beside the name; on a phone they would squeeze
 * the name to a few letters, so they go into the card's body (the caller puts them there) and the name wraps whole.
 */
function panelHead(actions: React.ReactNode, isMobile: boolean) {
  return isMobile
    ? { styles: { title: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const }
    : { extra: actions };
}

function GroupPanel({ group, onEdit }: { group: SiteGroup; onEdit(): void }) {
  const { t } = useTexts();
  const { configuration, isMobile } = useHost();
  const { deleteGroup } = useManagement();
  const parent = group.parentId ? configuration.groupsById.get(group.parentId)?.name : null;
  const admin = canAdminister(group.level ?? undefined);
  const actions = admin && (
    <Space wrap>
      <Button onClick={onEdit}>{t('management.editGroup')}</Button>
      <Popconfirm
        title={t('management.deleteGroupConfirm', { name: group.name })}
        okText={t('delete', { ns: 'common' })}
        cancelText={t('cancel', { ns: 'common' })}
        okButtonProps={{ danger: true }}
        onConfirm={() => deleteGroup.mutateAsync(group).catch(() => undefined)}
      >
        <Button danger>{t('management.deleteGroup')}</Button>
      </Popconfirm>
    </Space>
  );
  return (
    <Card title={group.name} {...panelHead(actions, isMobile)}>
      <Flex vertical gap="middle">
        {isMobile && actions}
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'parent', label: t('management.parent'), children: parent ?? t('management.topLevel') },
            { key: 'timezone', label: t('management.timezone'), children: group.timezone },
          ]}
        />
      </Flex>
    </Card>
  );
}

interface SitePanelProps {
  site: Site;
  pickedDevice: string | undefined;
  onEdit(): void;
}

function SitePanel({ site, pickedDevice, onEdit }: SitePanelProps) {
  const { t } = useTexts();
  const { configuration, isMobile } = useHost();
  const { deleteSite, commission, uncommission, deleteDevice } = useManagement();
  const parent = site.parentId ? configuration.groupsById.get(site.parentId)?.name : null;
  const devices = site.deviceIds.flatMap((id) => configuration.devicesById.get(id) ?? []);
  const level = site.level ?? undefined;
  const actions = (canEditSite(level) || canAdminister(level)) && (
    <Space wrap>
      {canEditSite(level) && <Button onClick={onEdit}>{t('management.editSite')}</Button>}
      {canAdminister(level) && (
        <Popconfirm
          title={t('management.deleteSiteConfirm', { name: site.siteName })}
          okText={t('delete', { ns: 'common' })}
          cancelText={t('cancel', { ns: 'common' })}
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteSite.mutateAsync(site).catch(() => undefined)}
        >
          <Button danger>{t('management.deleteSite')}</Button>
        </Popconfirm>
      )}
    </Space>
  );
  return (
    <Card title={site.siteName} {...panelHead(actions, isMobile)}>
      <Flex vertical gap="middle">
        {isMobile && actions}
        <Descriptions
          size="small"
          // Two pairs of label and value a row squeeze a group's name to a few letters a line on a phone.
          column={isMobile ? 1 : 2}
          items={[
            { key: 'parent', label: t('management.parent'), children: parent ?? t('management.topLevel') },
            { key: 'timezone', label: t('management.timezone'), children: site.timezone },
            {
              key: 'country',
              label: t('management.country'),
              children: site.country ? t(site.country, { ns: 'country', defaultValue: site.country }) : '–',
            },
            { key: 'address', label: t('management.address'), children: site.address ?? '–' },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('management.devices', { name: site.siteName })}
        </Typography.Title>
        <DeviceTable
          devices={devices}
          canSetPartner={canAdminister(level)}
          action={(device) => (
            <Space wrap>
              {canEditSite(level) && (
                <Popconfirm
                  title={t('management.uncommissionConfirm', { id: device.deviceId, site: site.siteName })}
                  okText={t('confirm', { ns: 'common' })}
                  cancelText={t('cancel', { ns: 'common' })}
                  onConfirm={() =>
                    uncommission
                      .mutateAsync({ siteId: site.siteId, siteName: site.siteName, deviceId: device.deviceId })
                      .catch(() => undefined)
                  }
                >
                  <Button size="small" aria-label={`${t('management.uncommission')} ${device.deviceId}`}>
                    {t('management.uncommission')}
                  </Button>
                </Popconfirm>
              )}
              {/* spec 7 DELETE /Device needs Admin (2) on the device, which it inherits from its site. */}
              {canAdminister(level) && (
                <DeleteDeviceButton
                  deviceId={device.deviceId}
                  confirm={t('management.deleteDeviceConfirm', { id: device.deviceId, site: site.siteName })}
                  onDelete={() => deleteDevice.mutateAsync({ deviceId: device.deviceId })}
                />
              )}
            </Space>
          )}
        />
        {canEditSite(level) && (
          <CommissionForm
            siteId={site.siteId}
            deviceId={pickedDevice}
            saving={commission.isPending}
            onCommission={(values) =>
              commission.mutateAsync({ siteId: site.siteId, siteName: site.siteName, ...values })
            }
          />
        )}
      </Flex>
    </Card>
  );
}

interface DeviceTableProps {
  devices: readonly Device[];
  /** Setting a partner needs Admin (2) on the device. */
  canSetPartner: boolean;
  action(device: Device): React.ReactNode;
}

/** Devices with their partner; an administrator of the device may set the partner (PUT /UpdateDeviceWithPartner). */
function DeviceTable(props: DeviceTableProps) {
  const { api, configuration } = useHost();
  const partnerIds = useMemo(
    () => [...new Set(configuration.devices.flatMap((d) => (d.partnerId ? [d.partnerId] : [])))].sort(),
    [configuration.devices],
  );
  const partners = useQuery({ ...partnerQueries.names(api, partnerIds), enabled: partnerIds.length > 0 });
  // react-query hands an answer to React through useSyncExternalStore, which renders it at once, in one task. The
  // rows are drawn from a deferred copy of the partners' names instead, so React renders them in slices.
  const names = useDeferredValue(partners.data?.partners);
  return <DeviceRows {...props} partnerNames={names} />;
}

/** The devices' table. Memoised: the partners' answer renders it in a transition only. */
const DeviceRows = memo(function DeviceRows({
  devices,
  canSetPartner,
  action,
  partnerNames,
}: DeviceTableProps & { partnerNames: readonly { id: string; name: string }[] | undefined }) {
  const { t } = useTexts();
  const { isMobile } = useHost();
  const { setPartner } = useManagement();
  const options = (partnerNames ?? []).map((p) => ({ value: p.id, label: p.name }));
  const partner = (device: Device) =>
    canSetPartner ? (
      <Select
        size="small"
        allowClear
        aria-label={`${t('management.setPartner')} ${device.deviceId}`}
        // On a phone the picker takes the width of its cell; on a desktop it keeps room for a partner's name.
        style={isMobile ? { width: '100%' } : { minWidth: 200 }}
        value={device.partnerId ?? undefined}
        options={options}
        onChange={(partnerId?: string) =>
          setPartner.mutate({ deviceId: device.deviceId, partnerId: partnerId ?? null })
        }
      />
    ) : (
      (options.find((o) => o.value === device.partnerId)?.label ?? device.partnerId ?? '–')
    );
  // A phone has room for one column: the device, its partner under it and its actions under that, all in sight.
  const columns: ColumnsType<Device> = isMobile
    ? [
        {
          key: 'device',
          title: t('columns.deviceId', { ns: 'table' }),
          render: (_value, device) => (
            <Flex vertical gap="small" style={{ overflowWrap: 'anywhere' }}>
              <Typography.Text strong>{device.deviceId}</Typography.Text>
              <Flex vertical gap={2}>
                <Typography.Text type="secondary">{t('management.partner')}</Typography.Text>
                {partner(device)}
              </Flex>
              {action(device)}
            </Flex>
          ),
        },
      ]
    : [
        { key: 'deviceId', title: t('columns.deviceId', { ns: 'table' }), dataIndex: 'deviceId' },
        { key: 'partner', title: t('management.partner'), render: (_value, device) => partner(device) },
        { key: 'actions', title: t('columns.actions', { ns: 'table' }), render: (_value, device) => action(device) },
      ];
  return (
    <Table<Device>
      size="small"
      rowKey="deviceId"
      dataSource={[...devices]}
      pagination={devices.length > 20 ? { pageSize: 20 } : false}
      columns={columns}
      locale={{ emptyText: t('noData', { ns: 'table' }) }}
      // The partner's picker and the actions keep their width; a desktop narrower than them scrolls the table sideways
      // in its card.
      scroll={isMobile ? undefined : { x: 'max-content' }}
    />
  );
});

/** Deletes a device (DELETE /Device) after a confirmation that names it. */
function DeleteDeviceButton(props: { deviceId: string; confirm: string; onDelete(): Promise<unknown> }) {
  const { t } = useTexts();
  return (
    <Popconfirm
      title={props.confirm}
      okText={t('delete', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      okButtonProps={{ danger: true }}
      onConfirm={() => props.onDelete().catch(() => undefined)}
    >
      <Button size="small" danger aria-label={`${t('management.deleteDevice')} ${props.deviceId}`}>
        {t('delete', { ns: 'common' })}
      </Button>
    </Popconfirm>
  );
}

interface UnparentedDevicesProps {
  site: Site | undefined;
  onPick(deviceId: string): void;
  onCreateAround(deviceId: string): void;
}

/**
 * Devices on no site (spec 4: commissioning moves a device out of this list): pick one to commission it onto the
 * selected site, or create a site around it. An unparented device belongs to no tree, so only a super admin holds
 * Admin on it and may delete it.
 */
function UnparentedDevices({ site, onPick, onCreateAround }: UnparentedDevicesProps) {
  const { t } = useTexts();
  const { configuration, user } = useHost();
  const { deleteDevice } = useManagement();
  const devices = configuration.unparentedDevices;
  const superAdmin = Boolean(user?.isAtLeast(Role.SuperAdmin));
  if (devices.length === 0) return null;
  return (
    <Card title={t('management.unparented')} size="small">
      <DeviceTable
        devices={devices}
        canSetPartner={superAdmin}
        action={(device) => (
          <Space wrap>
            {site && canEditSite(site.level ?? undefined) && (
              <Button size="small" onClick={() => onPick(device.deviceId)}>
                {t('management.commission')}
              </Button>
            )}
            <Button
              size="small"
              aria-label={`${t('management.createAround')} ${device.deviceId}`}
              onClick={() => onCreateAround(device.deviceId)}
            >
              {t('management.createAround')}
            </Button>
            {superAdmin && (
              <DeleteDeviceButton
                deviceId={device.deviceId}
                confirm={t('management.deleteUnparentedConfirm', { id: device.deviceId })}
                onDelete={() => deleteDevice.mutateAsync({ deviceId: device.deviceId })}
              />
            )}
          </Space>
        )}
      />
    </Card>
  );
}
