import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n';
import { Alert, Space, Spin, Tag } from 'antd';
import { errorMessageKey, type LiveData, type SelectionType } from '@bess/shared';
import type { LiveStatusResult } from '../hooks/useLiveStatus';
import { HomeCard } from './HomeCard';
import { LastUpdated } from './LastUpdated';

export interface WidgetCardProps {
  name: string;
  selectionType: SelectionType;
  /** The status of the shown id; its loading, error and empty states are the card's body until there is data. */
  status: LiveStatusResult;
  id: string;
  /** What the card shows once the id has live data (called only then). */
  children: (live: LiveData) => ReactNode;
  /** Shown below the body whatever the status (a group's list of sites). */
  footer?: ReactNode;
}

/**
 * The frame of a home widget (status and solar): a region named 'Status of {name}', a card with the name, the
 * selection type and when the data was last updated, and the loading, error or no-status text while there is no data.
 */
export function WidgetCard({ name, selectionType, status, id, children, footer }: WidgetCardProps) {
  const { t } = useTexts();
  const live = status.byId[id];
  let body: ReactNode;
  if (live) body = children(live);
  else if (status.isLoading)
    body = (
      <Space>
        <Spin size="small" />
        {t('loading', { ns: 'common' })}
      </Space>
    );
  else if (status.error) body = <Alert type="error" title={t(errorMessageKey(status.error), { ns: 'error' })} />;
  else body = <Alert type="info" title={t('home.noStatus')} />;

  return (
    <section aria-label={t('home.statusOf', { name })}>
      <HomeCard
        title={
          <Space wrap>
            <span>{name}</span>
            <Tag>{t(`selectionTypes.${selectionType}`)}</Tag>
          </Space>
        }
        extra={live ? <LastUpdated lastUpdateTime={live.lastUpdateTime} fetchedAt={status.fetchedAt} /> : null}
      >
        {body}
        {footer}
      </HomeCard>
    </section>
  );
}
