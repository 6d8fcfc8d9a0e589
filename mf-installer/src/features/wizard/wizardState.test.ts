import { memoryStorage } from '@bess/shared/testing';
import {
  INITIAL_WIZARD,
  canGoTo,
  readWizard,
  wizardReducer,
  WIZARD_KEEP_MS,
  wizardStorageKey,
  writeWizard,
  type WizardAction,
  type WizardState,
} from './wizardState';

const label = { serialNumber: 'SN1', code: 'C1' };
const site = { siteId: 'S-1', siteName: 'Harbour' };
const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, INITIAL_WIZARD);
const identified: WizardAction = { type: 'identified', deviceId: 'SC-000000901', label };

/** A stored wizard as writeWizard leaves it, stored just now. */
const stored = (value: unknown) => JSON.stringify({ state: value, savedAt: Date.now() });

describe('spec 4: the installer flow in order', () => {
  it('identify, choose a site, save, meter, confirm', () => {
    expect(run(identified).step).toBe('site');
    expect(run(identified, { type: 'siteChosen', site }).step).toBe('save');
    const saved = run(identified, { type: 'siteChosen', site }, { type: 'saved' });
    expect([saved.step, saved.saved]).toEqual(['meter', true]);
    expect(wizardReducer(saved, { type: 'meterPassed' }).step).toBe('confirm');
  });

  it('a site made around the device is saved at once: straight to the meter', () => {
    const state = run(identified, { type: 'siteCreatedAround', site });
    expect([state.step, state.saved, state.site]).toEqual(['meter', true, site]);
  });

  it.each<[string, WizardAction[], string, boolean]>([
    ['nothing done: not the site', [], 'site', false],
    ['identified: the site', [identified], 'site', true],
    ['identified: not the meter', [identified], 'meter', false],
    ['site chosen: not the meter before saving', [identified, { type: 'siteChosen', site }], 'meter', false],
    [
      'saved: not the confirmation before the meter passed',
      [identified, { type: 'siteCreatedAround', site }],
      'confirm',
      false,
    ],
    ['saved: back to the battery', [identified, { type: 'siteCreatedAround', site }], 'device', true],
  ])('going to a step: %s', (_, actions, step, allowed) => {
    expect(canGoTo(run(...actions), step as WizardState['step'])).toBe(allowed);
  });
});

describe('going back never commissions twice', () => {
  const saved = run(identified, { type: 'siteChosen', site }, { type: 'saved' });

  it('after saving, another battery or another site is refused', () => {
    const back = wizardReducer(saved, { type: 'goTo', step: 'device' });
    expect(back.step).toBe('device');
    const other = wizardReducer(back, { type: 'identified', deviceId: 'SC-000000902', label });
    expect(other).toBe(back);
    const otherSite = wizardReducer(back, { type: 'siteChosen', site: { siteId: 'S-2', siteName: 'Other' } });
    expect(otherSite.site).toEqual(site);
    expect(otherSite.saved).toBe(true);
  });

  it('before saving, the battery may still be changed', () => {
    const state = run(identified, { type: 'siteChosen', site }, { type: 'goTo', step: 'device' });
    expect(wizardReducer(state, { ...identified, deviceId: 'SC-000000902' }).deviceId).toBe('SC-000000902');
  });

  it('add another battery keeps the site and nothing else', () => {
    const done = run(
      identified,
      { type: 'siteChosen', site },
      { type: 'saved' },
      { type: 'meterStarted' },
      { type: 'meterPassed' },
      { type: 'installed', at: '2026-11-25T10:00:00.000Z' },
    );
    expect(wizardReducer(done, { type: 'addAnother' })).toEqual({ ...INITIAL_WIZARD, site });
  });
});

describe('the wizard survives a reload (localStorage, per user, for a working day)', () => {
  const state = run(identified, { type: 'siteCreatedAround', site }, { type: 'meterStarted' });

  it('is written and read back under the user key', () => {
    const storage = memoryStorage();
    writeWizard(storage, 'Installer@Demo.test', state);
    expect(storage.keys()).toEqual([wizardStorageKey('installer@demo.test')]);
    expect(readWizard(storage, 'installer@demo.test')).toEqual(state);
    expect(readWizard(storage, 'owner@demo.test')).toBeNull();
  });

  it('is forgotten after WIZARD_KEEP_MS', () => {
    const storage = memoryStorage();
    writeWizard(storage, 'a@b.c', state, 1_000);
    expect(readWizard(storage, 'a@b.c', 1_000 + WIZARD_KEEP_MS)).toEqual(state);
    expect(readWizard(storage, 'a@b.c', 1_001 + WIZARD_KEEP_MS)).toBeNull();
  });

  it('the start state clears what was stored', () => {
    const storage = memoryStorage();
    writeWizard(storage, 'a@b.c', state);
    writeWizard(storage, 'a@b.c', INITIAL_WIZARD);
    expect(storage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{'],
    ['an old format (the bare state)', JSON.stringify(state)],
    ['an unknown step', stored({ ...state, step: 'payment' })],
    ['a broken label', stored({ ...state, label: { serialNumber: 1 } })],
    ['missing flags', stored({ step: 'device' })],
  ])('ignores %s', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(wizardStorageKey('a@b.c'), text);
    expect(readWizard(storage, 'a@b.c')).toBeNull();
  });

  it('never resumes past what the stored facts reach', () => {
    const storage = memoryStorage();
    storage.setItem(wizardStorageKey('a@b.c'), stored({ ...run(identified), step: 'confirm' }));
    expect(readWizard(storage, 'a@b.c')?.step).toBe('site');
  });
});
