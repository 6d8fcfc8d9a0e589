import { useCallback, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from '../layout/useDismiss';
import {
  NAVIGATION_LABEL_KEYS,
  NAVIGATION_PATHS,
  splitBottomNavigation,
  type NavigationEntry,
  useBaseTexts,
} from '@bess/shared';

export interface BottomNavigationProps {
  entries: readonly NavigationEntry[];
}

/** spec 2: below 900 px a bottom navigation bar replaces the sidebar; entries that do not fit go under Menu. */
export function BottomNavigation({ entries }: BottomNavigationProps) {
  const { t } = useBaseTexts();
  const { bar, overflow } = splitBottomNavigation(entries);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const overflowActive = overflow.some((entry) => pathname === NAVIGATION_PATHS[entry]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  return (
    <nav className="bottom-nav" aria-label={t('nav.mainNavigation')}>
      {bar.map((entry) => (
        <NavLink key={entry} to={NAVIGATION_PATHS[entry]}>
          {t(NAVIGATION_LABEL_KEYS[entry])}
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
              {overflow.map((entry) => (
                <NavLink key={entry} role="menuitem" to={NAVIGATION_PATHS[entry]} onClick={() => setOpen(false)}>
                  {t(NAVIGATION_LABEL_KEYS[entry])}
                </NavLink>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
