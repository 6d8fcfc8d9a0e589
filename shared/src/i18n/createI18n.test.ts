import i18next from 'i18next';
import { addNamespaceBundles, changeInterfaceLanguage, createI18n } from './createI18n';
import { resolveLanguage } from './languageLabels';

describe('createI18n', () => {
  test('translates the default namespace in the chosen language', async () => {
    expect((await createI18n('en')).t('nav.devices')).toBe('Parameters');
    expect((await createI18n('da')).t('nav.devices')).toBe('Parametre');
    expect((await createI18n('sv')).t('nav.devices')).toBe('Parametrar');
    expect((await createI18n('de')).t('nav.devices')).toBe('Parameter');
  });

  test('English by default and for unsupported languages; regional codes use their language', async () => {
    expect((await createI18n()).language).toBe('en');
    expect((await createI18n('fr')).t('nav.home')).toBe('Home');
    expect((await createI18n('da-DK')).t('nav.home')).toBe('Forside');
  });

  test('a key missing in the default namespace falls back to common', async () => {
    const en = await createI18n('en');
    expect(en.getResource('en', 'translation', 'cancel')).toBeUndefined();
    expect(en.t('cancel')).toBe('Cancel');
    expect((await createI18n('da')).t('cancel')).toBe('Annuller');
  });

  test('other namespaces by prefix or option', async () => {
    const de = await createI18n('de');
    expect(de.t('country:UK')).toBe('Vereinigtes Königreich');
    expect(de.t('code.1010', { ns: 'error' })).toBe('Das Gerät ist bereits registriert');
    expect(de.t('table:noData')).toBe('Keine Daten');
  });

  test('interpolates without HTML escaping and with plurals', async () => {
    const en = await createI18n('en');
    expect(en.t('page.selected', { name: 'Sun & Sea <1>' })).toBe('Sun & Sea <1> is selected');
    expect(en.t('sidebar.results', { count: 1 })).toBe('1 result');
    expect((await createI18n('sv')).t('sidebar.results', { count: 3 })).toBe('3 träffar');
    expect(en.t('error:commissioningFailed', { code: 1014 })).toBe('error:1014');
  });

  test('returns objects for the terms sections', async () => {
    const sections = (await createI18n('da')).t('terms.sections', { returnObjects: true }) as { title: string }[];
    expect(sections.length).toBeGreaterThan(5);
    expect(sections[0].title).toBe('1. Licens');
  });

  test('makes a new instance every time and never initialises the global one', async () => {
    const a = await createI18n('en');
    const b = await createI18n('en');
    expect(a).not.toBe(b);
    expect(a).not.toBe(i18next);
    expect(i18next.isInitialized).toBeFalsy();
    await changeInterfaceLanguage(a, 'de');
    expect(a.t('nav.home')).toBe('Start');
    expect(b.t('nav.home')).toBe('Home');
  });
});

describe('addNamespaceBundles', () => {
  const bundles = {
    en: { title: 'Schedule', greeting: 'Hello {{name}}' },
    da: { title: 'Tidsplan' },
    sv: { title: 'Schema', greeting: 'Hej {{name}}' },
    de: { title: 'Zeitplan', greeting: 'Hallo {{name}}' },
  };

  test('registers a remote namespace in every language on the given instance only', async () => {
    const instance = await createI18n('sv');
    const other = await createI18n('sv');
    addNamespaceBundles(instance, 'mf_schedule_policies', bundles);

    expect(instance.t('title', { ns: 'mf_schedule_policies' })).toBe('Schema');
    expect(instance.t('mf_schedule_policies:greeting', { name: 'Eva' })).toBe('Hej Eva');
    expect(instance.options.ns).toContain('mf_schedule_policies');
    expect(instance.hasLoadedNamespace('mf_schedule_policies')).toBe(true);
    expect(other.exists('title', { ns: 'mf_schedule_policies' })).toBe(false);
  });

  test('a key missing in a language falls back to English', async () => {
    const instance = await createI18n('da');
    addNamespaceBundles(instance, 'mf_schedule_policies', bundles);
    expect(instance.t('mf_schedule_policies:greeting', { name: 'Ole' })).toBe('Hello Ole');
  });

  test('extending a base namespace does not leak into other instances', async () => {
    const instance = await createI18n('en');
    addNamespaceBundles(instance, 'translation', { en: { nav: { home: 'Start here' } }, da: {}, sv: {}, de: {} });
    expect(instance.t('nav.home')).toBe('Start here');
    expect(instance.t('nav.overview')).toBe('Overview');
    expect((await createI18n('en')).t('nav.home')).toBe('Home');
  });
});

test.each([
  [undefined, 'en'],
  [null, 'en'],
  ['', 'en'],
  ['da', 'da'],
  ['DA', 'da'],
  ['sv-SE', 'sv'],
  ['de_AT', 'de'],
  ['nb', 'en'],
])('resolveLanguage(%p) is %p', (code, language) => {
  expect(resolveLanguage(code)).toBe(language);
});

describe('languages are fetched when needed', () => {
  it('switches an English instance to Swedish, fetching Swedish on the way', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
    await changeInterfaceLanguage(i18n, 'sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('nav.devices')).not.toBe('Parameters');
    expect(i18n.t('error:code.1017')).not.toBe('The user does not exist');
  });
});
