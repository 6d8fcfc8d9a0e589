import { memo, type ReactElement } from 'react';
import { DISPLAY_ICON_COLOURS as COLOURS, type DisplayIcon, type Resources, type TextKey } from '@bess/shared';

/** The i18n key of an icon's name (the `states` group; running in a backup mode has its own, spec 4). */
export function stateLabelKey(icon: DisplayIcon): TextKey<Resources['translation']> {
  return icon === 'runningBackup' ? 'states.runningInBackup' : `states.${icon}`;
}

const WHITE = '#fff';

// One shape per state, not only one colour, so that the states read without colour vision too.
const GLYPHS: Readonly<Record<DisplayIcon, ReactElement>> = {
  running: (
    <>
      <circle cx="8" cy="8" r="7" fill={COLOURS.running} />
      <path d="M6.3 4.8v6.4L11.2 8z" fill={WHITE} />
    </>
  ),
  // spec 4: running in a backup mode has a distinct icon: the battery carries the load, drawn as a bolt.
  runningBackup: (
    <>
      <circle cx="8" cy="8" r="7" fill={COLOURS.runningBackup} />
      <path d="M9 3.2 5 8.8h2.6L6.9 12.8 11 7.2H8.4z" fill={WHITE} />
    </>
  ),
  error: (
    <>
      <path d="M8 1.2 15 14H1z" fill={COLOURS.error} />
      <rect x="7.1" y="5.4" width="1.8" height="4.6" rx=".6" fill={WHITE} />
      <circle cx="8" cy="11.8" r="1" fill={WHITE} />
    </>
  ),
  offline: (
    <>
      <circle cx="8" cy="8" r="6.2" fill="none" stroke={COLOURS.offline} strokeWidth="1.6" />
      <path d="M3.6 12.4 12.4 3.6" stroke={COLOURS.offline} strokeWidth="1.6" />
    </>
  ),
  idling: (
    <>
      <circle cx="8" cy="8" r="7" fill={COLOURS.idling} />
      <rect x="5.4" y="4.8" width="1.8" height="6.4" rx=".5" fill={WHITE} />
      <rect x="8.8" y="4.8" width="1.8" height="6.4" rx=".5" fill={WHITE} />
    </>
  ),
  notInstalled: (
    <circle cx="8" cy="8" r="6.2" fill="none" stroke={COLOURS.notInstalled} strokeWidth="1.6" strokeDasharray="2.4 2" />
  ),
  maintenance: (
    <>
      <circle cx="8" cy="8" r="7" fill={COLOURS.maintenance} />
      <path d="M4.8 11.2 8.8 7.2" stroke={WHITE} strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1.9" fill="none" stroke={WHITE} strokeWidth="1.4" />
    </>
  ),
  unknown: (
    <>
      <circle cx="8" cy="8" r="7" fill={COLOURS.unknown} />
      <path
        d="M6.1 6.2a1.9 1.9 0 1 1 2.7 1.7c-.5.3-.8.6-.8 1.2v.4"
        fill="none"
        stroke={WHITE}
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <circle cx="8" cy="11.6" r=".9" fill={WHITE} />
    </>
  ),
};

export interface StateIconProps {
  icon: DisplayIcon;
  /** The state's translated name (the icon's accessible name). */
  label: string;
}

/** The status icon of a sidebar row, with the state's name as its accessible name (spec 4 display states). */
export const StateIcon = memo(function StateIcon({ icon, label }: StateIconProps) {
  return (
    <span className="device-list-state" role="img" aria-label={label} title={label} data-state={icon}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {GLYPHS[icon]}
      </svg>
    </span>
  );
});
