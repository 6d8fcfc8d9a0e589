import { EVENT_KINDS, ScheduleMode, TariffType, createI18n, ensureRemoteNamespace } from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_schedule_policies', { en, da, sv, de }, TEXTS);

test('every spec 3 event kind and tariff type has a text', () => {
  expect(Object.keys(en.events.kinds)).toHaveLength(EVENT_KINDS.length);
  expect(Object.keys(en.events.kinds).sort()).toEqual(Object.keys(ScheduleMode).sort());
  expect(Object.keys(en.policies.tariffTypes).sort()).toEqual(Object.keys(TariffType).sort());
});

test("this remote's keys read from its own namespace, the rest from the base namespaces", async () => {
  const i18n = await createI18n('sv');
  await ensureRemoteNamespace(i18n, TEXTS, 'sv');
  const t = i18n.getFixedT('sv', [TEXTS.ns, 'translation']);
  expect(t('events.kinds.HoldCharge')).toBe('Håll laddning');
  expect(t('nav.schedule')).toBe(i18n.t('nav.schedule'));
  // Nothing of this remote lives in the shell's base resources any more.
  for (const key of ['schedule.title', 'policies.tariffModel', 'controllableLoads.method', 'peakShaving.title']) {
    expect(i18n.exists(key, { ns: 'translation' })).toBe(false);
  }
});
