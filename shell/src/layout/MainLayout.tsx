import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TAB_LABEL_KEYS } from '@bess/shared';
import { TABS } from '../navigation/tabs';
import { TopBar } from './TopBar';
import { AccountMenu } from './AccountMenu';
import { EnvironmentFrame } from './EnvironmentFrame';

/**
 * spec 2: the main shell: top bar, sidebar (starts open), content area and footer. Until sign-in lands (issue 4) the
 * sidebar lists every tab of the route table; the navigation rules then decide which are shown.
 */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <EnvironmentFrame>
      <TopBar account={<AccountMenu />} />
      <div className="app-body">
        <nav className="side-nav" aria-label={t('nav.mainNavigation')}>
          {TABS.map((tab) => (
            <NavLink key={tab.id} to={`/main/${tab.id}`}>
              {t(TAB_LABEL_KEYS[tab.id])}
            </NavLink>
          ))}
        </nav>
        <div className="content">
          <main>
            <Outlet />
          </main>
          <footer className="footer">{t('footer.text')}</footer>
        </div>
      </div>
    </EnvironmentFrame>
  );
}
