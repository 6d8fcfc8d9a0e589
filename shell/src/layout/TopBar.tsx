import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBaseTexts } from '@bess/shared';

export interface TopBarProps {
  /** The account menu, once someone is signed in. */
  account?: ReactNode;
  /** spec 2: the side-menu toggle, shown when a device list exists. */
  sideMenu?: { open: boolean; onToggle(): void };
  /** spec 2: '{name} is selected' with a deselect button (small screens, several sites). */
  selected?: ReactNode;
}

/** spec 2: the 48 px top bar: side-menu toggle, the logo linking to /, and the account menu on the right. */
export function TopBar({ account, sideMenu, selected }: TopBarProps) {
  const { t } = useBaseTexts();
  return (
    <header className="top-bar">
      {sideMenu ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.toggleSideMenu')}
          aria-expanded={sideMenu.open}
          aria-controls="sidebar"
          onClick={sideMenu.onToggle}
        >
          <span aria-hidden="true">☰</span>
        </button>
      ) : null}
      <Link to="/" aria-label={t('header.logo')}>
        BESS Portal
      </Link>
      <span className="top-bar-middle">{selected}</span>
      {account}
    </header>
  );
}
