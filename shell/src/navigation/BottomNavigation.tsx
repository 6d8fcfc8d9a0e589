import { useCallback, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from '../layout/useDismiss';
import { TAB_LABEL_KEYS, TAB_PATHS, splitBottomNavigation, type Tab, useBaseTexts } from '@bess/shared';

export interface BottomNavigationProps {
  tabs: readonly Tab[];
}

/** spec 2: below 900 px a bottom navigation bar replaces the sidebar; tabs that do not fit go under Menu. */
export function BottomNavigation({ tabs }: BottomNavigationProps) {
  const { t } = useBaseTexts();
  const { bar, overflow } = splitBottomNavigation(tabs);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const overflowActive = overflow.some((tab) => pathname === TAB_PATHS[tab]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  return (
    <nav className="bottom-nav" aria-label={t('nav.mainNavigation')}>
      {bar.map((tab) => (
        <NavLink key={tab} to={TAB_PATHS[tab]}>
          {t(TAB_LABEL_KEYS[tab])}
        </NavLink>
      ))}
      {overflow.length > 0 ? (
        <div className="bottom-nav-more" ref={root}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={open}
            className={overflowActive ? 'active' : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {t('nav.menu')}
          </button>
          {open ? (
            <div className="bottom-nav-menu" role="menu" aria-label={t('nav.menu')}>
              {overflow.map((tab) => (
                <NavLink key={tab} role="menuitem" to={TAB_PATHS[tab]} onClick={() => setOpen(false)}>
                  {t(TAB_LABEL_KEYS[tab])}
                </NavLink>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
