import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { errorText } from '../schedule/errorText';
import { LoadDialog } from './components/LoadDialog';
import { useLoadMutations, useLoads } from './hooks/useLoads';

/** The least width of the desktop's columns of a load's settings (without the actions). */
const LOADS_MIN_WIDTH_PX = 850;
/** The width of the actions' column: Edit and Remove side by side. */
const LOADS_ACTIONS_WIDTH_PX = 170;

export interface LoadsSectionProps {
  siteId: string;
  canEdit: boolean;
}

/** The site's controllable loads (spec 1, 3). The portal stores them; it never calls their URLs. */
export function LoadsSection({ siteId, canEdit }: LoadsSectionProps) {
  const { t } = useTexts();
  const { notify, isMobile } = useHost();
  const query = useLoads(siteId);
  const { save, remove } = useLoadMutations(siteId);
  const [editing, setEditing] = useState<Wire.ControllableLoad | null | 'new'>(null);

  const hoursTitle = `${t('controllableLoads.minActiveHours')} – ${t('controllableLoads.maxActiveHours')}`;
  const hours = (l: Wire.ControllableLoad) => `${l.minActiveHours} – ${l.maxActiveHours}`;
  const characteristic = (l: Wire.ControllableLoad) =>
    t(`controllableLoads.powerCharacteristics.${l.powerCharacteristic}`, { defaultValue: l.powerCharacteristic });
  const actions = (l: Wire.ControllableLoad) => (
    <Space wrap>
      <Button size="small" onClick={() => setEditing(l)} aria-label={`${t('controllableLoads.edit')} ${l.adapterName}`}>
        {t('controllableLoads.edit')}
      </Button>
      <Popconfirm
        title={t('controllableLoads.removeConfirm')}
        okText={t('events.yes')}
        cancelText={t('events.no')}
        onConfirm={() =>
          remove
            .mutateAsync(l.id)
            .then(() => notify({ level: 'success', message: t('controllableLoads.removed') }))
            .catch((error: unknown) => notify({ level: 'error', message: errorText(error, t) }))
        }
      >
        <Button size="small" danger aria-label={`${t('controllableLoads.remove')} ${l.adapterName}`}>
          {t('controllableLoads.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );

  // A phone has room for one column: the load's name, its settings under it, each named, and its actions, all in
  // sight; seven columns there squeeze the name to a word a line and put the actions out of sight.
  const phoneColumns: ColumnsType<Wire.ControllableLoad> = [
    {
      key: 'load',
      title: t('controllableLoads.adapterName'),
      render: (_, l) => (
        <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{l.adapterName}</Typography.Text>
          {[
            [t('controllableLoads.expectedLoad'), String(l.expectedLoad)],
            [hoursTitle, hours(l)],
            [t('controllableLoads.method'), l.method],
            [t('controllableLoads.powerCharacteristic'), characteristic(l)],
          ].map(([label, value]) => (
            <span key={label}>
              {/* A short value keeps to one line ("2 – 6" is not split at its dash). */}
              <Typography.Text type="secondary">{label}:</Typography.Text>{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
            </span>
          ))}
          <span>
            <Typography.Text type="secondary">{t('controllableLoads.actionOnUrl')}:</Typography.Text> {l.actionOnUrl}
          </span>
          {canEdit && <div style={{ marginTop: 6 }}>{actions(l)}</div>}
        </Flex>
      ),
    },
  ];
  // On a desktop each column has its width, adding up to LOADS_MIN_WIDTH_PX: the name wraps by its words, the address
  // is cut to its column and read whole in its title, and the actions stay in sight.
  const desktopColumns: ColumnsType<Wire.ControllableLoad> = [
    { key: 'adapterName', dataIndex: 'adapterName', title: t('controllableLoads.adapterName'), width: 200 },
    { key: 'expectedLoad', dataIndex: 'expectedLoad', title: t('controllableLoads.expectedLoad'), width: 100 },
    { key: 'hours', title: hoursTitle, width: 130, render: (_, l) => hours(l) },
    { key: 'method', dataIndex: 'method', title: t('controllableLoads.method'), width: 90 },
    {
      key: 'powerCharacteristic',
      title: t('controllableLoads.powerCharacteristic'),
      width: 130,
      render: (_, l) => characteristic(l),
    },
    {
      key: 'actionOnUrl',
      dataIndex: 'actionOnUrl',
      title: t('controllableLoads.actionOnUrl'),
      width: 200,
      ellipsis: { showTitle: true },
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('controllableLoads.actions'),
            width: LOADS_ACTIONS_WIDTH_PX,
            render: (_: unknown, l: Wire.ControllableLoad) => actions(l),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <Typography.Text type="secondary">{t('controllableLoads.noCalls')}</Typography.Text>
        <span style={{ flex: 1 }} />
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('controllableLoads.add')}
          </Button>
        )}
      </Flex>
      {query.isError && <Alert type="error" showIcon title={errorText(query.error, t)} />}
      <Table<Wire.ControllableLoad>
        rowKey="id"
        size="small"
        loading={query.isPending}
        columns={isMobile ? phoneColumns : desktopColumns}
        dataSource={query.data?.loads ?? []}
        pagination={false}
        locale={{ emptyText: t('controllableLoads.none') }}
        // A desktop narrower than the columns' widths scrolls the table sideways, inside its place.
        scroll={isMobile ? undefined : { x: LOADS_MIN_WIDTH_PX + (canEdit ? LOADS_ACTIONS_WIDTH_PX : 0) }}
      />
      {editing && (
        <LoadDialog
          siteId={siteId}
          load={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (load) => {
            // A refusal goes back to the dialog, which shows it beside the fields it names.
            await save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, load });
            notify({ level: 'success', message: t('controllableLoads.saved') });
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}
