import { useTexts } from '../../../i18n';
import { Alert, Button, Space, Tag } from 'antd';
import { INSTALLER_PATH, SelectionType, useHost, type Site } from '@bess/shared';
import { HomeCard } from './HomeCard';
import { HomeHeading, HomeParagraph } from './HomeText';

export interface EmptySiteWidgetProps {
  site: Site;
}

/**
 * spec 2 main/home for an empty site (spec 4: a site without devices): what to do next. A battery comes to a site when
 * an installer commissions it, so an installer gets the way to the installer app; anyone else the spec's hint to
 * contact support (spec 2: the installer app is reserved for installers).
 */
export function EmptySiteWidget({ site }: EmptySiteWidgetProps) {
  const { t } = useTexts();
  const { user, navigate } = useHost();
  return (
    <section aria-label={t('home.statusOf', { name: site.siteName })}>
      <HomeCard
        title={
          <Space wrap>
            <span>{site.siteName}</span>
            <Tag>{t(`selectionTypes.${SelectionType.EMPTYSITE}`)}</Tag>
          </Space>
        }
      >
        <HomeHeading level={4}>{t('home.emptySite.title')}</HomeHeading>
        <HomeParagraph>{t('home.emptySite.text')}</HomeParagraph>
        {user?.isInstaller ? (
          <Button type="primary" onClick={() => navigate(INSTALLER_PATH)}>
            {t('home.emptySite.openInstaller')}
          </Button>
        ) : (
          <Alert type="info" showIcon title={t('installer.notInstaller')} />
        )}
      </HomeCard>
    </section>
  );
}
