import { ALIGNMENTS, createI18n, ensureRemoteNamespace } from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_data_economics', { en, da, sv, de }, TEXTS);

test('the economics alignments cover every alignment', () => {
  expect(Object.keys(en.economics.alignments).sort()).toEqual([...ALIGNMENTS].sort());
});

test("this remote's keys read from its own namespace, the rest from the base namespaces", async () => {
  const i18n = await createI18n('da');
  await ensureRemoteNamespace(i18n, TEXTS, 'da');
  const t = i18n.getFixedT('da', [TEXTS.ns, 'translation']);
  expect(t('economics.alignments.month')).toBe('Måned');
  expect(t('nav.economics')).toBe(i18n.t('nav.economics'));
  // Nothing of this remote lives in the shell's base resources any more.
  expect(i18n.exists('economics.alignments.month', { ns: 'translation' })).toBe(false);
});
