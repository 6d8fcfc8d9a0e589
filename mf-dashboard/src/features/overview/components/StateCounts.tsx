import { memo } from 'react';
import { useTexts } from '../../../i18n';
import { DISPLAY_STATES, type DisplayState } from '@bess/shared';
import { StateIcon } from '../../home/components/StateTag';
import { ValueList } from '../../home/components/ValueList';

export interface StateCountsProps {
  counts: Readonly<Record<DisplayState, number>>;
}

/** spec 4: how many of the selection's children are in each display state. */
export const StateCounts = memo(function StateCounts({ counts }: StateCountsProps) {
  const { t } = useTexts();
  return (
    <ValueList
      label={t('overview.stateCounts')}
      items={DISPLAY_STATES.map((state) => ({
        key: state,
        label: t(`states.${state}`),
        value: (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <StateIcon icon={state} size={14} />
            {counts[state]}
          </span>
        ),
      }))}
    />
  );
});
