import { useTexts } from '../../../i18n';
import { Typography } from 'antd';
import { HomeCard } from './HomeCard';

/** main/home with nothing selected: a friendly prompt to choose a site, group or device in the list. */
export function NoSelectionPrompt() {
  const { t } = useTexts();
  return (
    <HomeCard role="note" dashed>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('page.noSelection')}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('page.selectHint')}</Typography.Paragraph>
    </HomeCard>
  );
}
