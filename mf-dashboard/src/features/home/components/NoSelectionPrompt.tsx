import { Button } from 'antd';
import { INSTALLER_PATH, canOpenInstaller, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { HomeCard } from './HomeCard';
import { HomeHeading, HomeParagraph } from './HomeText';

/**
 * main/home with nothing selected: a friendly prompt to choose a site, group or device in the list. An installer
 * (spec 2: the installer app is reserved for installers) also gets the way to the installer wizard, the work they
 * sign in for, one click away.
 */
export function NoSelectionPrompt() {
  const { t } = useTexts();
  const { user, navigate } = useHost();
  const installer = canOpenInstaller({ isInstaller: user?.isInstaller });
  return (
    <HomeCard role="note" dashed>
      <HomeHeading level={4}>{t('page.noSelection')}</HomeHeading>
      <HomeParagraph last={!installer}>{t('page.selectHint')}</HomeParagraph>
      {installer ? (
        <Button type="primary" size="large" onClick={() => navigate(INSTALLER_PATH)}>
          {t('home.installBattery')}
        </Button>
      ) : null}
    </HomeCard>
  );
}
