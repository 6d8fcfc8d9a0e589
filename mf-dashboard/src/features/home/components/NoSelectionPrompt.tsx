import { useTexts } from '../../../i18n';
import { HomeCard } from './HomeCard';
import { HomeHeading, HomeParagraph } from './HomeText';

/** main/home with nothing selected: a friendly prompt to choose a site, group or device in the list. */
export function NoSelectionPrompt() {
  const { t } = useTexts();
  return (
    <HomeCard role="note" dashed>
      <HomeHeading level={4}>{t('page.noSelection')}</HomeHeading>
      <HomeParagraph last>{t('page.selectHint')}</HomeParagraph>
    </HomeCard>
  );
}
