import { useTexts } from '../../../i18n';
import { DISPLAY_ICON_COLOURS, displayIcon, type DisplayIcon } from '@bess/shared';

// Small glyphs drawn here: a handful of paths cost less than shipping an icon library with the remote.
const GLYPHS: Readonly<Record<DisplayIcon, string>> = {
  running: 'M9.5 7.5v9l7-4.5z',
  // A lightning bolt: the battery carries the load off grid.
  runningBackup: 'M13 5l-6 8h4l-1 6 6-8h-4z',
  error: 'M11 6.5h2v7h-2zM11 15.5h2v2h-2z',
  offline: 'M7 7l10 10M17 7L7 17',
  idling: 'M9 7.5h2v9H9zM13 7.5h2v9h-2z',
  notInstalled: 'M7.5 11h9v2h-9z',
  // A spanner.
  maintenance:
    'M15 5.5a3.5 3.5 0 0 0-3.4 4.4L6 15.5 8.5 18l5.6-5.6A3.5 3.5 0 0 0 18.5 9l-2.2 2.2-2-.6-.6-2L15.9 6.4A3.5 3.5 0 0 0 15 5.5z',
  unknown: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 16.5v.5',
};

export interface StateIconProps {
  icon: DisplayIcon;
  size?: number;
}

/** The icon of a display state (decorative: the state's name is always written beside it). */
export function StateIcon({ icon, size = 18 }: StateIconProps) {
  const stroked = icon === 'offline' || icon === 'unknown';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
      style={{ flex: 'none', verticalAlign: 'middle' }}
    >
      <circle cx="12" cy="12" r="11" fill={DISPLAY_ICON_COLOURS[icon]} />
      <path
        d={GLYPHS[icon]}
        fill={stroked ? 'none' : '#fff'}
        stroke={stroked ? '#fff' : 'none'}
        strokeWidth={stroked ? 2 : 0}
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface StateTagProps {
  /** Server state (spec 4), mapped to a display state here. */
  state: string | null | undefined;
  /** Mode of the battery: a running battery in a backup mode gets the distinct icon and text. */
  mode?: string | null;
  size?: number;
}

/** spec 4: a display state as an icon and its name; running in a backup mode is told apart. */
export function StateTag({ state, mode, size }: StateTagProps) {
  const { t } = useTexts();
  const icon = displayIcon(state, mode);
  const label = icon === 'runningBackup' ? t('states.runningInBackup') : t(`states.${icon}`);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <StateIcon icon={icon} size={size} />
      <span>{label}</span>
    </span>
  );
}
