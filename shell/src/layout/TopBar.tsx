import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface TopBarProps {
  /** The account menu, once someone is signed in. */
  account?: ReactNode;
}

/** spec 2: the 48 px top bar: the logo linking to /, and the account menu on the right. */
export function TopBar({ account }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <Link to="/" aria-label={t('header.logo')}>
        BESS Portal
      </Link>
      <span style={{ flex: 1 }} />
      {account}
    </header>
  );
}
