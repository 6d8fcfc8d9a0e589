import { useId, useMemo } from 'react';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { canManage, filterAccess, type GroupAbove, type InheritedGrant } from '../accessRules';
import { useInheritedAccess } from '../hooks/useAccess';
import { levelText, personAndGrantCell, personCell } from './grantCells';

export interface InheritedAccessProps {
  /** The groups above the object, nearest first. */
  groups: readonly GroupAbove[];
  /** The page's search text: the inherited rows are filtered as the direct ones. */
  search: string;
  /** A grant time as the page shows it. */
  time(value: string): string;
  /** Opens the users of a group, where its grants are changed. */
  onOpenGroup(groupId: string): void;
  pageSize: number;
}

/**
 * Who has access here through a group above, read-only: such a grant is changed on its group, so each row names the
 * group and, for a caller who manages that group, leads to its users.
 */
export function InheritedAccess({ groups, search, time, onOpenGroup, pageSize }: InheritedAccessProps) {
  const { t } = useTexts();
  const { isMobile } = useHost();
  const titleId = useId();
  const inherited = useInheritedAccess(groups);
  const rows = useMemo(() => {
    const shown = new Set(
      filterAccess(
        inherited.rows.map((row) => row.entry),
        search,
      ),
    );
    return inherited.rows.filter((row) => shown.has(row.entry));
  }, [inherited.rows, search]);

  const columns = useMemo<ColumnsType<InheritedGrant>>(() => {
    const apiClient = t('users.apiClient');
    const group: ColumnsType<InheritedGrant>[number] = {
      key: 'group',
      title: t('users.throughGroup'),
      render: (_value, { group }) =>
        canManage(group.level ?? undefined) ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            aria-label={t('users.openGroupUsers', { group: group.name })}
            onClick={() => onOpenGroup(group.id)}
          >
            {group.name}
          </Button>
        ) : (
          group.name
        ),
    };
    // A phone has room for two columns: the person with the grant in words, and the group.
    if (isMobile)
      return [
        {
          key: 'email',
          title: t('users.email'),
          render: (_value, { entry }) =>
            personAndGrantCell(
              entry,
              { apiClient, level: levelText(entry.level, t), end: entry.endTime ? time(entry.endTime) : null },
              t,
            ),
        },
        group,
      ];
    return [
      { key: 'email', title: t('users.email'), render: (_value, { entry }) => personCell(entry, apiClient) },
      { key: 'level', title: t('users.level'), render: (_value, { entry }) => levelText(entry.level, t) },
      {
        key: 'endTime',
        title: t('users.endTime'),
        // spec 3: null means open.
        render: (_value, { entry }) => (entry.endTime ? time(entry.endTime) : t('users.open')),
      },
      group,
    ];
  }, [t, time, onOpenGroup, isMobile]);
  const pagination = useMemo(
    () => ({
      pageSize,
      showSizeChanger: false,
      hideOnSinglePage: true,
      showTotal: (total: number) => t('users.count', { count: total }),
    }),
    [t, pageSize],
  );

  return (
    <Flex vertical gap="small" component="section" aria-labelledby={titleId}>
      <Typography.Title id={titleId} level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('users.inheritedTitle')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('users.inheritedHint')}</Typography.Text>
      {inherited.isError ? (
        <Alert type="error" showIcon title={t('apiCallFailed', { ns: 'error' })} />
      ) : (
        <Table<InheritedGrant>
          aria-label={t('users.inheritedTitle')}
          rowKey={(row) => `${row.group.id}:${row.entry.userId}`}
          size="middle"
          loading={inherited.isPending}
          columns={columns}
          dataSource={rows}
          pagination={pagination}
          locale={{ emptyText: t('users.inheritedNone') }}
        />
      )}
    </Flex>
  );
}
