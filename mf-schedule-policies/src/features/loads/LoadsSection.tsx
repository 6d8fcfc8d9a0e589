import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { errorText } from '../schedule/errorText';
import { LoadDialog } from './components/LoadDialog';
import { useLoadMutations, useLoads } from './hooks/useLoads';

export interface LoadsSectionProps {
  siteId: string;
  canEdit: boolean;
}

/** The site's controllable loads (spec 1, 3). The portal stores them; it never calls their URLs. */
export function LoadsSection({ siteId, canEdit }: LoadsSectionProps) {
  const { t } = useTexts();
  const { notify } = useHost();
  const query = useLoads(siteId);
  const { save, remove } = useLoadMutations(siteId);
  const [editing, setEditing] = useState<Wire.ControllableLoad | null | 'new'>(null);

  const columns = [
    { key: 'adapterName', dataIndex: 'adapterName', title: t('controllableLoads.adapterName') },
    { key: 'expectedLoad', dataIndex: 'expectedLoad', title: t('controllableLoads.expectedLoad') },
    {
      key: 'hours',
      title: `${t('controllableLoads.minActiveHours')} – ${t('controllableLoads.maxActiveHours')}`,
      render: (_: unknown, l: Wire.ControllableLoad) => `${l.minActiveHours} – ${l.maxActiveHours}`,
    },
    { key: 'method', dataIndex: 'method', title: t('controllableLoads.method') },
    {
      key: 'powerCharacteristic',
      title: t('controllableLoads.powerCharacteristic'),
      render: (_: unknown, l: Wire.ControllableLoad) =>
        t(`controllableLoads.powerCharacteristics.${l.powerCharacteristic}`, { defaultValue: l.powerCharacteristic }),
    },
    { key: 'actionOnUrl', dataIndex: 'actionOnUrl', title: t('controllableLoads.actionOnUrl'), ellipsis: true },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('controllableLoads.actions'),
            render: (_: unknown, l: Wire.ControllableLoad) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => setEditing(l)}
                  aria-label={`${t('controllableLoads.edit')} ${l.adapterName}`}
                >
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
            ),
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
        columns={columns}
        dataSource={query.data?.loads ?? []}
        pagination={false}
        locale={{ emptyText: t('controllableLoads.none') }}
        scroll={{ x: true }}
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
