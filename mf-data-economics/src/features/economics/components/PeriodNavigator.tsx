import { Button, Flex, Segmented, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import dayjs from 'dayjs';
import {
  ALIGNMENTS,
  canStepBack,
  canStepForward,
  useHost,
  userDayjsFormat,
  type Alignment,
  type CalendarDate,
  type EconomicsView,
} from '@bess/shared';

export interface PeriodNavigatorProps {
  view: EconomicsView;
  today: CalendarDate;
  /** A step or an alignment change is on its way. */
  busy: boolean;
  onAlignmentChange(alignment: Alignment): void;
  onStep(direction: 1 | -1): void;
}

/** The shown period as a person reads it: a date in their format, a month name, a year, or "All time". */
function usePeriodLabel(view: EconomicsView): string {
  const { user, i18n } = useHost();
  const { t } = useTexts();
  switch (view.alignment) {
    case 'day':
      return dayjs(new Date(view.year, view.month - 1, view.day)).format(userDayjsFormat(user?.dateFormat));
    case 'month':
      return new Intl.DateTimeFormat(i18n.language || 'en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(view.year, view.month - 1, 1),
      );
    case 'year':
      return String(view.year);
    case 'total':
      return t('economics.allTime');
  }
}

/**
 * spec 4: the alignment switch (day, month, year, total) and the shown period with back and forward by one unit.
 * Forward only while the next period does not start in the future; total has neither.
 */
export function PeriodNavigator({ view, today, busy, onAlignmentChange, onStep }: PeriodNavigatorProps) {
  const { t } = useTexts();
  const label = usePeriodLabel(view);
  return (
    <Flex wrap gap="middle" align="center">
      <Segmented<Alignment>
        aria-label={t('economics.alignment')}
        value={view.alignment}
        onChange={onAlignmentChange}
        options={ALIGNMENTS.map((a) => ({ value: a, label: t(`economics.alignments.${a}`) }))}
      />
      <Flex gap="small" align="center">
        {canStepBack(view) && (
          <Button
            aria-label={t('economics.previous')}
            icon={<span aria-hidden>‹</span>}
            disabled={busy}
            onClick={() => onStep(-1)}
          />
        )}
        <Typography.Text strong aria-label={t('economics.period')} aria-live="polite" role="status">
          {label}
        </Typography.Text>
        {view.alignment !== 'total' && (
          <Button
            aria-label={t('economics.next')}
            icon={<span aria-hidden>›</span>}
            disabled={busy || !canStepForward(view, today)}
            onClick={() => onStep(1)}
          />
        )}
      </Flex>
    </Flex>
  );
}
