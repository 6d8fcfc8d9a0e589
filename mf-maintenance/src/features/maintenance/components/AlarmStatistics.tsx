import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Statistic, Typography } from 'antd';
import { ALARM_SEVERITIES, alarmQueries, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';

/**
 * spec 6: alarm statistics (GET /AlarmStatistics) for admin and above; the caller checks the role. The call takes no
 * selection: its figures are the user's whole fleet, and the card says so beside the selection's own alarms.
 */
export function AlarmStatistics() {
  const { api } = useHost();
  const { t } = useTexts();
  const statistics = useQuery(alarmQueries.statistics(api));
  return (
    // The card's title and scope note are drawn at once and only the figures wait for the answer: the note is the
    // largest text of the tab's opening, so the phone paints it with the tab rather than a call later.
    <Card title={t('alarms.statistics')} size="small">
      <Flex gap="large" wrap role="list" aria-label={t('alarms.statistics')}>
        {ALARM_SEVERITIES.map((severity) => (
          <div role="listitem" key={severity}>
            <Statistic
              title={t(`alarmSeverities.${severity}`)}
              value={statistics.data?.statistics[severity] ?? 0}
              loading={statistics.isPending}
            />
          </div>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('alarms.statisticsScope')}
      </Typography.Text>
    </Card>
  );
}
