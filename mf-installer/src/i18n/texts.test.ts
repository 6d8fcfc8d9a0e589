import { createI18n, ensureRemoteNamespace } from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_installer', { en, da, sv, de }, TEXTS);

test("this remote's keys read from its own namespace, the rest from the base namespaces", async () => {
  const i18n = await createI18n('sv');
  await ensureRemoteNamespace(i18n, TEXTS, 'sv');
  const t = i18n.getFixedT('sv', [TEXTS.ns, 'translation']);
  expect(t('installer.site.useLocation')).toBe('Använd min position');
  expect(t('meterSetup.results.noResponse')).toBe(i18n.t('meterSetup.results.noResponse'));
  // Only the contact-support hint stays in the base resources (the home tab shows it too).
  expect(i18n.exists('installer.site.title', { ns: 'translation' })).toBe(false);
  expect(i18n.exists('installer.notInstaller', { ns: 'translation' })).toBe(true);
});
