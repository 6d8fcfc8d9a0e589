import i18next from 'i18next';
import { changeInterfaceLanguage, createI18n } from './createI18n';
import { ensureRemoteNamespace, type RemoteNamespace } from './remoteNamespace';
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
    expect(sections[0]?.title).toBe('1. Licens');
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

describe('a remote namespace (ensureRemoteNamespace)', () => {
  const loads: string[] = [];
  const schedule: RemoteNamespace = {
    ns: 'mf_schedule_policies',
    en: { title: 'Schedule', greeting: 'Hello {{name}}' },
    load: async (language) => {
      loads.push(language);
      if (language === 'de') throw new Error('chunk failed');
      return { da: { title: 'Tidsplan' }, sv: { title: 'Schema', greeting: 'Hej {{name}}' } }[language] ?? {};
    },
  };
  beforeEach(() => loads.splice(0));

  test('English is there at once; another language after its load, on the given instance only', async () => {
    const instance = await createI18n('sv');
    const other = await createI18n('sv');
    expect(ensureRemoteNamespace(instance, schedule, 'en')).toBeNull();
    expect(instance.getFixedT('en', 'mf_schedule_policies')('title')).toBe('Schedule');

    const pending = ensureRemoteNamespace(instance, schedule, 'sv');
    expect(pending).toBeInstanceOf(Promise);
    expect(ensureRemoteNamespace(instance, schedule, 'sv')).toBe(pending);
    await pending;
    expect(ensureRemoteNamespace(instance, schedule, 'sv')).toBeNull();
    expect(loads).toEqual(['sv']);
    expect(instance.t('mf_schedule_policies:greeting', { name: 'Eva' })).toBe('Hej Eva');
    expect(instance.options.ns).toContain('mf_schedule_policies');
    expect(other.exists('title', { ns: 'mf_schedule_policies' })).toBe(false);
  });

  test('a key missing in a language falls back to English', async () => {
    const instance = await createI18n('da');
    await ensureRemoteNamespace(instance, schedule, 'da');
    expect(instance.t('mf_schedule_policies:title')).toBe('Tidsplan');
    expect(instance.t('mf_schedule_policies:greeting', { name: 'Ole' })).toBe('Hello Ole');
  });

  test('a language that fails to load leaves English and does not reject', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = await createI18n('de');
    await expect(ensureRemoteNamespace(instance, schedule, 'de')).resolves.toBeUndefined();
    expect(instance.t('mf_schedule_policies:title')).toBe('Schedule');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('the bundle a remote brings replaces an older one of the same name', async () => {
    const instance = await createI18n('en');
    instance.addResourceBundle('en', 'mf_schedule_policies', { title: 'Old title', gone: 'Kept' });
    ensureRemoteNamespace(instance, schedule, 'en');
    expect(instance.t('mf_schedule_policies:title')).toBe('Schedule');
  });

  test('switching the interface language loads every registered namespace first', async () => {
    const instance = await createI18n('en');
    ensureRemoteNamespace(instance, schedule, 'en');
    const seen: string[] = [];
    instance.on('languageChanged', () => seen.push(instance.t('mf_schedule_policies:title')));
    await changeInterfaceLanguage(instance, 'da');
    expect(seen).toEqual(['Tidsplan']);
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
