import { NavLink } from 'react-router-dom';
import { NAVIGATION_LABEL_KEYS, NAVIGATION_PATHS, type NavigationEntry, useBaseTexts } from '@bess/shared';

export interface TabBarProps {
  entries: readonly NavigationEntry[];
}

/**
 * The desktop tab bar above the content: the tabs the navigation rules of spec 2 show for this user and selection,
 * and the installer app for a user with the installer flag.
 */
export function TabBar({ entries }: TabBarProps) {
  const { t } = useBaseTexts();
  return (
    <nav className="tab-bar" aria-label={t('nav.mainNavigation')}>
      {entries.map((entry) => (
        <NavLink key={entry} to={NAVIGATION_PATHS[entry]}>
          {t(NAVIGATION_LABEL_KEYS[entry])}
        </NavLink>
      ))}
    </nav>
  );
}
