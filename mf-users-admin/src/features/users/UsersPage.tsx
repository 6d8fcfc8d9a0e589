import { Suspense, memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { Role, formatTimestamp, lazyPart, useHost, usePreloadAfterFirstPaint, type Wire } from '@bess/shared';
import { refusedFields, useFieldErrorText } from '@bess/shared/forms';
import { useTexts } from '../../i18n';
import {
  accessTargetOf,
  canChangeGrant,
  canManage,
  filterAccess,
  groupsAbove,
  losesManagement,
  sortAccess,
  type AccessSort,
  type AccessSortKey,
  type AccessTarget,
  type Manager,
} from './accessRules';
import { levelText, personAndGrantCell, personCell } from './components/grantCells';
import { InheritedAccess } from './components/InheritedAccess';
import { useAccessList, useAccessMutations, useGrantLookup, type GrantRequest } from './hooks/useAccess';

// The grant dialog is a chunk of its own: its form, date pickers, level picker and modal (about 100 KB gzip) are not
// waited for by the tab's first paint. A user who may grant gets it once that paint is done, so it opens at once.
const accessDialog = lazyPart(() => import('./components/AccessDialog').then((m) => m.AccessDialog));
const { Part: AccessDialog } = accessDialog;

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
  // The caller manages the object through the group above it too when their level there is good enough: then no
  // change of their own grant here takes that away.
  const parentLevel = object?.parentId ? configuration.groupsById.get(object.parentId)?.level : undefined;
  // Keyed by object: another selection starts with a fresh search and the first page.
  return (
    <AccessList
      key={`${target.kind}:${target.id}`}
      target={target}
      callerLevel={object?.level ?? 100}
      managesAbove={canManage(parentLevel ?? undefined)}
    />
  );
}

interface AccessListProps {
  target: AccessTarget;
  callerLevel: number;
  managesAbove: boolean;
}

function AccessList({ target, callerLevel, managesAbove }: AccessListProps) {
  const { t } = useTexts();
  const { user, configuration, select, isMobile } = useHost();
  const query = useAccessList(target);
  const { kind, id } = target;
  const groups = useMemo(() => groupsAbove({ kind, id }, configuration), [kind, id, configuration]);
  const { add, update, remove } = useAccessMutations(target);
  const findGrant = useGrantLookup(target);
  const fieldText = useFieldErrorText();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AccessSort>({ key: 'email', order: 'ascend' });
  const [dialog, setDialog] = useState<{ entry: Wire.UserAccessEntry | null } | null>(null);
  // Each opening mounts the dialog afresh, so nothing of the last one (a grant found, a question asked) lingers.
  const [openings, setOpenings] = useState(0);
  const openDialog = useCallback((entry: Wire.UserAccessEntry | null) => {
    setOpenings((n) => n + 1);
    setDialog({ entry });
  }, []);
  const manage = canManage(callerLevel);
  usePreloadAfterFirstPaint(accessDialog, manage);
  // Typing stays responsive on long lists: the filter runs on a deferred copy of the text, memoised.
  const deferredSearch = useDeferredValue(search);
  // react-query hands an answer to React through useSyncExternalStore, which renders it at once, in one task. The
  // grants are drawn from a deferred copy of the answer instead, so React renders the table (memoised) in slices.
  const { data, isPending } = query;
  const answer = useDeferredValue(useMemo(() => ({ entries: data?.users, isPending }), [data, isPending]));
  const entries = answer.entries;
  const rows = useMemo(
    () => sortAccess(filterAccess(entries ?? [], deferredSearch), sort),
    [entries, deferredSearch, sort],
  );
  // Grant times are instants; they are shown and entered in the browser's own time zone. Each text is worked out once
  // per format (re-rendering rows must not format every time again).
  const dateFormat = user?.dateFormat;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = useMemo(
    () => remembered((value: string) => formatTimestamp(value, dateFormat, zone, 'minutes')),
    [dateFormat, zone],
  );
  const removeGrant = remove.mutateAsync;
  const manager = useMemo<Manager>(
    () => ({ email: user?.userEmail ?? '', superAdmin: Boolean(user?.isAtLeast(Role.SuperAdmin)), managesAbove }),
    [user, managesAbove],
  );

  // A removal the API refuses for a field (the caller's own last grant that manages access here) is said beside the
  // row, in the user's language.
  const refusalText = useCallback(
    (error: unknown) => {
      const [first] = refusedFields(error);
      return first ? fieldText(first) : null;
    },
    [fieldText],
  );

  // The columns, the paging and the change handler keep their identity between renders, so typing a search redraws
  // the search box, not the rows (with 5,000 grants, a search is to take at most 100 ms).
  const columns = useMemo(() => {
    const sorted = (key: AccessSortKey) => (sort.key === key ? sort.order : null);
    // Texts looked up once, not in each of the page's rows.
    const texts = {
      apiClient: t('users.apiClient'),
      open: t('users.open'),
      edit: t('edit', { ns: 'common' }),
      editLabel: t('users.edit'),
      remove: t('remove', { ns: 'common' }),
      removeLabel: t('users.remove'),
      cancel: t('cancel', { ns: 'common' }),
    };
    // Remembered: a page of 5,000 grants asks for a handful of levels.
    const levelOf = remembered((level: number) => levelText(level, t));
    const email: ColumnsType<Wire.UserAccessEntry>[number] = {
      key: 'email',
      title: t('users.email'),
      sorter: true,
      sortOrder: sorted('email'),
      render: (_value, entry) => personCell(entry, texts.apiClient),
    };
    // A phone has room for two columns: the level and the end go under the person (as in the access through groups
    // above), and the actions keep the second.
    const list: ColumnsType<Wire.UserAccessEntry> = isMobile
      ? [
          {
            ...email,
            render: (_value, entry) =>
              personAndGrantCell(
                entry,
                {
                  apiClient: texts.apiClient,
                  level: levelOf(entry.level),
                  end: entry.endTime ? time(entry.endTime) : null,
                },
                t,
              ),
          },
        ]
      : [
          email,
          {
            key: 'level',
            title: t('users.level'),
            sorter: true,
            sortOrder: sorted('level'),
            render: (_value, entry) => levelOf(entry.level),
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
            render: (_value, entry) => (entry.endTime ? time(entry.endTime) : texts.open),
          },
        ];
    if (manage) {
      list.push({
        key: 'actions',
        title: t('columns.actions', { ns: 'table' }),
        render: (_value, entry) =>
          canChangeGrant(callerLevel, entry) ? (
            <Space wrap={isMobile}>
              <Button size="small" aria-label={`${texts.editLabel} ${entry.email}`} onClick={() => openDialog(entry)}>
                {texts.edit}
              </Button>
              <RemoveButton
                entry={entry}
                texts={texts}
                // Removing one's own last way to manage access here says so before it is confirmed.
                confirm={() =>
                  losesManagement(manager, entry.email, null)
                    ? t('users.removeOwnConfirm')
                    : t('users.removeConfirm', { email: entry.email })
                }
                onRemove={removeGrant}
                refusal={refusalText}
              />
            </Space>
          ) : null,
      });
    }
    return list;
  }, [t, sort, time, manage, callerLevel, removeGrant, manager, refusalText, openDialog, isMobile]);

  const pagination = useMemo(
    () => ({
      pageSize: USERS_PAGE_SIZE,
      showSizeChanger: false,
      hideOnSinglePage: true,
      showTotal: (total: number) => t('users.count', { count: total }),
    }),
    [t],
  );
  const onTableChange = useCallback<NonNullable<TableProps<Wire.UserAccessEntry>['onChange']>>(
    (_pagination, _filters, sorter) => {
      const s = sorter as SorterResult<Wire.UserAccessEntry>;
      setSort(
        s.order && s.columnKey
          ? { key: s.columnKey as AccessSortKey, order: s.order }
          : { key: 'email', order: 'ascend' },
      );
    },
    [],
  );

  const close = () => setDialog(null);
  const addGrant = (grant: GrantRequest) => add.mutateAsync(grant).then(close);
  const updateGrant = (grant: GrantRequest) => update.mutateAsync(grant).then(close);

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
          <Button type="primary" onClick={() => openDialog(null)}>
            {t('users.add')}
          </Button>
        )}
      </Flex>
      {!manage && <Typography.Text type="secondary">{t('users.readOnlyHint')}</Typography.Text>}
      <GrantsTable
        aria-label={t('users.title')}
        rowKey="userId"
        size="middle"
        loading={answer.isPending}
        columns={columns}
        dataSource={rows}
        pagination={pagination}
        onChange={onTableChange}
      />
      {groups.length > 0 && (
        <InheritedAccess
          groups={groups}
          search={deferredSearch}
          time={time}
          onOpenGroup={select}
          pageSize={USERS_PAGE_SIZE}
        />
      )}
      {openings > 0 && (
        // Mounted from the first opening on, so that it closes with its animation.
        <Suspense fallback={null}>
          <AccessDialog
            key={openings}
            open={dialog !== null}
            target={target}
            entry={dialog?.entry ?? null}
            users={entries ?? []}
            callerLevel={callerLevel}
            manager={manager}
            saving={add.isPending || update.isPending}
            onAdd={addGrant}
            onUpdate={updateGrant}
            findGrant={findGrant}
            onCancel={close}
          />
        </Suspense>
      )}
    </Flex>
  );
}

/** `work` with each answer kept: the page's rows ask the same few questions at every render. */
function remembered<K, V>(work: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = work(key);
    answers.set(key, answer);
    return answer;
  };
}

/** The table, redrawn only when its own props change (not at each key typed in the search box). */
const GrantsTable = memo(function GrantsTable(props: TableProps<Wire.UserAccessEntry>) {
  return <Table<Wire.UserAccessEntry> {...props} />;
});

/**
 * Remove, after a confirmation naming the user. The confirmation (a popover with its own positioning hooks) is built
 * on the first click only, not for each of the page's rows at every render.
 */
function RemoveButton({
  entry,
  texts,
  confirm,
  onRemove,
  refusal,
}: {
  entry: Wire.UserAccessEntry;
  texts: { remove: string; removeLabel: string; cancel: string };
  confirm(): string;
  onRemove(entry: Wire.UserAccessEntry): Promise<unknown>;
  /** The text of a refusal that names a field, or null (another failure is a notice). */
  refusal(error: unknown): string | null;
}) {
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const button = (
    <Button
      size="small"
      danger
      aria-label={`${texts.removeLabel} ${entry.email}`}
      onClick={() => {
        setRefused(null);
        setAsking(true);
      }}
    >
      {texts.remove}
    </Button>
  );
  const said = refused ? (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', maxWidth: 320, whiteSpace: 'normal' }}>
      {refused}
    </Typography.Text>
  ) : null;
  if (!asking)
    return (
      <>
        {button}
        {said}
      </>
    );
  return (
    <Popconfirm
      open
      onOpenChange={(open) => {
        if (!open) setAsking(false);
      }}
      title={confirm()}
      okText={texts.remove}
      cancelText={texts.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={() => onRemove(entry).catch((error: unknown) => setRefused(refusal(error)))}
      onCancel={() => setAsking(false)}
    >
      {button}
    </Popconfirm>
  );
}
