import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** spec 2: the 48 px top bar with the logo linking to /. Account menu and side-menu toggle arrive with sign-in. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <Link to="/" aria-label={t('header.logo')}>
        BESS Portal
      </Link>
    </header>
  );
}
