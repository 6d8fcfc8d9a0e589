import { NavLink } from 'react-router-dom';
import { TAB_LABEL_KEYS, TAB_PATHS, type Tab, useBaseTexts } from '@bess/shared';

export interface TabBarProps {
  tabs: readonly Tab[];
}

/** The desktop tab bar above the content: the tabs the navigation rules of spec 2 show for this user and selection. */
export function TabBar({ tabs }: TabBarProps) {
  const { t } = useBaseTexts();
  return (
    <nav className="tab-bar" aria-label={t('nav.mainNavigation')}>
      {tabs.map((tab) => (
        <NavLink key={tab} to={TAB_PATHS[tab]}>
          {t(TAB_LABEL_KEYS[tab])}
        </NavLink>
      ))}
    </nav>
  );
}
