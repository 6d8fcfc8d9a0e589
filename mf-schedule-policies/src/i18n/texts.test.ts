import { EVENT_KINDS, createI18n, ensureRemoteNamespace } from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_schedule_policies', { en, da, sv, de }, TEXTS);

test('every spec 3 event kind has a text', () => {
  expect(Object.keys(en.events.kinds)).toHaveLength(EVENT_KINDS.length);
});

test("this remote's keys read from its own namespace, the rest from the base namespaces", async () => {
  const i18n = await createI18n('sv');
  await ensureRemoteNamespace(i18n, TEXTS, 'sv');
  const t = i18n.getFixedT('sv', [TEXTS.ns, 'translation']);
  expect(t('events.kinds.HoldCharge')).toBe('Håll laddning');
  expect(t('nav.schedule')).toBe(i18n.t('nav.schedule'));
});
