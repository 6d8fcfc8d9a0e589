import { useTexts } from '../../../i18n';
import { Tag, Typography } from 'antd';
import { riskLevel, type RiskLevel as Level } from '@bess/shared';
import { useFormat } from '../../home/useFormat';

const COLOURS: Readonly<Record<Level, string>> = { high: 'error', medium: 'warning', low: 'success' };

export interface RiskLevelProps {
  /** Active critical and safety alarms (the rule's first value). */
  first: number;
  /** Percent of the children in error or offline (the rule's second value). */
  second: number;
}

/** spec 9: the risk level (high, medium, low) with the two values it comes from. */
export function RiskLevel({ first, second }: RiskLevelProps) {
  const { t } = useTexts();
  const format = useFormat();
  const level = riskLevel(first, second);
  return (
    <div>
      <Tag color={COLOURS[level]} style={{ fontSize: 14, padding: '2px 10px' }}>
        {t(`riskLevels.${level}`)}
      </Tag>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('overview.risk.basis', { alarms: first, percent: format.count(second) })}
      </Typography.Paragraph>
    </div>
  );
}
