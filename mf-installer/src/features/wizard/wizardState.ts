/**
 * The installer wizard as data (spec 4 installer flow: scan QR or type device id, choose or create site, save
 * battery, set up and test meter, confirm installation, optionally add another battery). Pure: the page keeps it in
 * a reducer and in localStorage, so a reload or a lost connection resumes where the installer stopped.
 */
import type { Wire } from '@bess/shared';

/** The wizard's steps, in order. */
export const WIZARD_STEPS = ['device', 'site', 'save', 'meter', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The site the battery goes on. */
export interface WizardSite {
  siteId: string;
  siteName: string;
}

export interface WizardState {
  step: WizardStep;
  /** The identified battery and its label (GET /GetLabelByDeviceId), needed to save it (CommissionDevice). */
  deviceId: string | null;
  label: Wire.DeviceLabel | null;
  site: WizardSite | null;
  /**
   * The battery is saved on `site` (CommissionDevice or CreateSiteAroundDevice answered). From then on the device and
   * the site are fixed: going back shows them but never saves a second time.
   */
  saved: boolean;
  /** The meter set-up was started in this installation (an older result on the device does not count). */
  meterStarted: boolean;
  meterPassed: boolean;
  /** When POST /Installed answered (ISO), i.e. the commissioning date it set (spec 4: now). */
  installedAt: string | null;
}

export type WizardAction =
  | { type: 'identified'; deviceId: string; label: Wire.DeviceLabel }
  | { type: 'siteChosen'; site: WizardSite }
  /** CreateSiteAroundDevice made the site and saved the battery on it in one call. */
  | { type: 'siteCreatedAround'; site: WizardSite }
  | { type: 'saved' }
  | { type: 'meterStarted' }
  | { type: 'meterPassed' }
  | { type: 'installed'; at: string }
  | { type: 'goTo'; step: WizardStep }
  /** spec 4: optionally add another battery, to the same site. */
  | { type: 'addAnother' }
  | { type: 'reset' };

export const INITIAL_WIZARD: WizardState = {
  step: 'device',
  deviceId: null,
  label: null,
  site: null,
  saved: false,
  meterStarted: false,
  meterPassed: false,
  installedAt: null,
};

/** The furthest step the state allows: each step needs what the ones before it produced. */
export function furthestStep(state: WizardState): WizardStep {
  if (state.saved && state.meterPassed) return 'confirm';
  if (state.saved) return 'meter';
  if (state.deviceId && state.label && state.site) return 'save';
  if (state.deviceId && state.label) return 'site';
  return 'device';
}

/** May the installer open `step` now (back to any step done, never past what is done)? */
export function canGoTo(state: WizardState, step: WizardStep): boolean {
  return WIZARD_STEPS.indexOf(step) <= WIZARD_STEPS.indexOf(furthestStep(state));
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'identified':
      // A saved battery stays the battery of this installation: going back never saves another one in its place.
      if (state.saved) return state;
      return { ...state, deviceId: action.deviceId, label: action.label, step: 'site' };
    case 'siteChosen':
      if (state.saved) return state;
      return { ...state, site: action.site, step: 'save' };
    case 'siteCreatedAround':
      return { ...state, site: action.site, saved: true, step: 'meter' };
    case 'saved':
      return state.site ? { ...state, saved: true, step: 'meter' } : state;
    case 'meterStarted':
      return { ...state, meterStarted: true, meterPassed: false };
    case 'meterPassed':
      return state.saved ? { ...state, meterPassed: true, step: 'confirm' } : state;
    case 'installed':
      return { ...state, installedAt: action.at };
    case 'goTo':
      return canGoTo(state, action.step) ? { ...state, step: action.step } : state;
    case 'addAnother':
      return { ...INITIAL_WIZARD, site: state.site };
    case 'reset':
      return INITIAL_WIZARD;
  }
}

/** The storage key of a user's wizard: per user, so a shared phone never resumes someone else's work. */
export function wizardStorageKey(userEmail: string): string {
  return `bess.installer.wizard.${userEmail.trim().toLowerCase()}`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * How long a stored wizard is resumed: a working day. The wizard is kept in localStorage, not sessionStorage, because
 * the shell clears sessionStorage before an interactive sign-in (spec 7), which must not cost an installation.
 */
export const WIZARD_KEEP_MS = 12 * 60 * 60 * 1000;

/** A stored wizard: the state and when it was stored (epoch ms). */
interface StoredWizard {
  state: WizardState;
  savedAt: number;
}

/**
 * Reads a stored wizard; null when there is none, it is older than WIZARD_KEEP_MS, or it is not a wizard this version
 * understands.
 */
export function readWizard(storage: Pick<Storage, 'getItem'>, userEmail: string, now = Date.now()): WizardState | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(wizardStorageKey(userEmail)) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { state: value, savedAt } = stored as Partial<StoredWizard>;
  if (typeof savedAt !== 'number' || now - savedAt > WIZARD_KEEP_MS || now < savedAt) return null;
  if (!value || typeof value !== 'object') return null;
  const s = value as Partial<WizardState>;
  const label = s.label as Partial<Wire.DeviceLabel> | null | undefined;
  const site = s.site as Partial<WizardSite> | null | undefined;
  const valid =
    WIZARD_STEPS.includes(s.step as WizardStep) &&
    (s.deviceId === null || isText(s.deviceId)) &&
    (label === null || (!!label && isText(label.serialNumber) && isText(label.code))) &&
    (site === null || (!!site && isText(site.siteId) && typeof site.siteName === 'string')) &&
    typeof s.saved === 'boolean' &&
    typeof s.meterStarted === 'boolean' &&
    typeof s.meterPassed === 'boolean' &&
    (s.installedAt === null || isText(s.installedAt));
  if (!valid) return null;
  const state = s as WizardState;
  // Never resume on a step the stored facts do not reach.
  return canGoTo(state, state.step) ? state : { ...state, step: furthestStep(state) };
}

/** Stores the wizard; the start state clears it. Storage failures (private mode, full) only cost the resume. */
export function writeWizard(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  userEmail: string,
  state: WizardState,
  now = Date.now(),
) {
  try {
    const key = wizardStorageKey(userEmail);
    const stored: StoredWizard = { state, savedAt: now };
    if (JSON.stringify(state) === JSON.stringify(INITIAL_WIZARD)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(stored));
  } catch {
    // Nothing to do: the wizard goes on in memory.
  }
}
