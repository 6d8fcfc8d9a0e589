import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { accessLevelName, formatTimestamp, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import {
  accessTargetOf,
  canChangeGrant,
  canManage,
  filterAccess,
  sortAccess,
  type AccessSort,
  type AccessSortKey,
  type AccessTarget,
} from './accessRules';
import { AccessDialog } from './components/AccessDialog';
import { useAccessList, useAccessMutations, type GrantInput } from './hooks/useAccess';

/** Rows per page: a group with thousands of grants renders one page at a time. */
export const USERS_PAGE_SIZE = 20;

/** main/users (spec 2: a site, site group, PV site or empty site): who has access, and managing it. */
export function UsersPage() {
  const { selection, configuration } = useHost();
  const { t } = useTexts();
  const target = accessTargetOf(selection);
  if (!target) return <Empty description={t('users.selectObject')} />;
  const object =
    target.kind === 'site' ? configuration.sitesById.get(target.id) : configuration.groupsById.get(target.id);
  // Keyed by object: another selection starts with a fresh search and the first page.
  return <AccessList key={`${target.kind}:${target.id}`} target={target} callerLevel={object?.level ?? 100} />;
}

interface AccessListProps {
  target: AccessTarget;
  callerLevel: number;
}

function AccessList({ target, callerLevel }: AccessListProps) {
  const { t } = useTexts();
  const { user } = useHost();
  const query = useAccessList(target);
  const { add, update, remove } = useAccessMutations(target);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AccessSort>({ key: 'email', order: 'ascend' });
  const [dialog, setDialog] = useState<{ entry: Wire.UserAccessEntry | null } | null>(null);
  const manage = canManage(callerLevel);
  // Typing stays responsive on long lists: the filter runs on a deferred copy of the text, memoised.
  const deferredSearch = useDeferredValue(search);
  const entries = query.data?.users;
  const rows = useMemo(
    () => sortAccess(filterAccess(entries ?? [], deferredSearch), sort),
    [entries, deferredSearch, sort],
  );
  // Grant times are instants; they are shown and entered in the browser's own time zone.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = (value: string) => formatTimestamp(value, user?.dateFormat, zone, 'minutes');

  const sorted = (key: AccessSortKey) => (sort.key === key ? sort.order : null);
  const columns: ColumnsType<Wire.UserAccessEntry> = [
    {
      key: 'email',
      title: t('users.email'),
      sorter: true,
      sortOrder: sorted('email'),
      render: (_value, entry) => (
        <Space>
          <span>{entry.email}</span>
          {entry.isApiClient && <Tag color="purple">{t('users.apiClient')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'level',
      title: t('users.level'),
      sorter: true,
      sortOrder: sorted('level'),
      render: (_value, entry) => {
        const name = accessLevelName(entry.level);
        return name ? t(`accessLevels.${name}`) : String(entry.level);
      },
    },
    {
      key: 'startTime',
      title: t('users.startTime'),
      sorter: true,
      sortOrder: sorted('startTime'),
      render: (_value, entry) => time(entry.startTime),
    },
    {
      key: 'endTime',
      title: t('users.endTime'),
      sorter: true,
      sortOrder: sorted('endTime'),
      // spec 3: null means open.
      render: (_value, entry) => (entry.endTime ? time(entry.endTime) : t('users.open')),
    },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      title: t('columns.actions', { ns: 'table' }),
      render: (_value, entry) =>
        canChangeGrant(callerLevel, entry) ? (
          <Space>
            <Button size="small" aria-label={`${t('users.edit')} ${entry.email}`} onClick={() => setDialog({ entry })}>
              {t('edit', { ns: 'common' })}
            </Button>
            <Popconfirm
              title={t('users.removeConfirm', { email: entry.email })}
              okText={t('remove', { ns: 'common' })}
              cancelText={t('cancel', { ns: 'common' })}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(entry).catch(() => undefined)}
            >
              <Button size="small" danger aria-label={`${t('users.remove')} ${entry.email}`}>
                {t('remove', { ns: 'common' })}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    });
  }

  const save = (grant: GrantInput) => {
    const editing = dialog?.entry;
    const done = { onSuccess: () => setDialog(null) };
    if (editing) update.mutate({ ...grant, email: editing.email, userId: editing.userId }, done);
    else add.mutate(grant, done);
  };

  if (query.isError) {
    return <Alert type="error" showIcon title={t('apiCallFailed', { ns: 'error' })} />;
  }

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap justify="space-between">
        <Input.Search
          allowClear
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        {manage && (
          <Button type="primary" onClick={() => setDialog({ entry: null })}>
            {t('users.add')}
          </Button>
        )}
      </Flex>
      {!manage && <Typography.Text type="secondary">{t('users.readOnlyHint')}</Typography.Text>}
      <Table<Wire.UserAccessEntry>
        aria-label={t('users.title')}
        rowKey="userId"
        size="middle"
        loading={query.isPending}
        columns={columns}
        dataSource={rows}
        pagination={{
          pageSize: USERS_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('users.count', { count: total }),
        }}
        onChange={(_pagination, _filters, sorter) => {
          const s = sorter as SorterResult<Wire.UserAccessEntry>;
          setSort(
            s.order && s.columnKey
              ? { key: s.columnKey as AccessSortKey, order: s.order }
              : { key: 'email', order: 'ascend' },
          );
        }}
      />
      <AccessDialog
        open={dialog !== null}
        entry={dialog?.entry ?? null}
        callerLevel={callerLevel}
        saving={add.isPending || update.isPending}
        onSave={save}
        onCancel={() => setDialog(null)}
      />
    </Flex>
  );
}
