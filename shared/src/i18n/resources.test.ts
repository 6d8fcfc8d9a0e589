import {
  ALARM_SEVERITIES,
  AccessLevel,
  AuditLevel,
  COUNTRIES,
  CONTROL_SOURCE_NAMES,
  CommandStatus,
  ControlSource,
  DEVICE_MODES,
  DISPLAY_STATES,
  DeviceType,
  ERROR_SEVERITIES,
  HARDWARE_LIMITATION_REASONS,
  ISLAND_FAILURES,
  LANGUAGES,
  LifecycleFlag,
  MESSAGE_SEVERITIES,
  METER_SETUP_RESULTS,
  METER_SETUP_STEPS,
  Role,
  SITE_FEATURES,
  SelectionType,
  ServerErrorCode,
  SoftwareLimit,
  StateCommand,
  type Language,
} from '../domain/enums';
import { NAMESPACES } from './baseResources';
import { da } from './resources/da';
import { de } from './resources/de';
import { en } from './resources/en';
import { sv } from './resources/sv';
import { LANGUAGE_LABELS } from './languageLabels';
import { describeTranslations, flattenTexts } from '../testing/describeTranslations';

const BASE_RESOURCES = { en, da, sv, de };

const flatten = (tree: unknown) => flattenTexts(tree);

describe('base resources', () => {
  test('every language has every namespace and nothing else', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(BASE_RESOURCES[language]).sort()).toEqual([...NAMESPACES].sort());
  });
});

describeTranslations('base resources', BASE_RESOURCES);

describe("English texts are the specification's, word for word", () => {
  const translation = flatten(en.translation);
  const error = flatten(en.error);

  test.each([
    ['nav.devices', 'Parameters'],
    ['notFound.text', 'Page not found'],
    ['account.showDashboardMode', 'Show Dashboard mode'],
    ['account.signOut', 'Sign out'],
    ['dialogs.noDevices.title', 'No available devices'],
    [
      'dialogs.noDevices.text',
      'Sorry, you do not have access to any devices. If you need access please contact support',
    ],
    ['dialogs.loginFailed.title', 'Login timeout'],
    ['dialogs.accessDenied.signOut', 'Sign Out'],
    ['dialogs.terms.accept', 'I have read and accept the Terms & Conditions'],
    ['dialogs.terms.continue', 'Continue'],
    ['header.selected', '{{name}} is selected'],
    ['installer.notInstaller', 'The installer app is reserved for installers. Please contact support to get access.'],
    ['meterSetup.steps.waitingForDevice', 'Waiting for device to come online'],
    ['meterSetup.steps.testOfMeterInstallation', 'Test of meter installation'],
    // spec 4 and 8: the meter failures, read by the installer and the maintenance remote alike.
    ['meterSetup.results.noResponse', 'There is no response from the meter'],
    ['meterSetup.results.timedOut', 'The test timed out'],
    ['meterSetup.results.gridMeterInverted', 'Grid meter inverted, please flip and try again'],
    ['roles.PartnerAdmin', 'Partner Administrator'],
  ])('translation %s', (key, text) => {
    expect(translation.get(key)).toBe(text);
  });

  test.each([
    ['code.1000', 'Something went wrong'],
    ['code.1014', 'The device is already commissioned on another site'],
    ['commissioningFailed', 'error:{{code}}'],
    ['backToHome', 'Back to home page'],
    ['connection', 'It was not possible to connect to the server'],
    ['apiCallFailed', 'Api call failed'],
    ['gridMeterInverted', 'Grid meter inverted, please flip and try again'],
    ['parametersUpdated', 'Successfully updated parameters'],
    ['passwordReset', 'Password has been reset successfully. Please sign-in with your new password.'],
    ['sessionExpired', 'Session has expired, please try again'],
    ['validation.wrongFormatUppercase', 'Wrong format SC/SCR have to be with capital letters'],
    ['validation.validNumber', 'You must fill with a valid number'],
    ['validation.invalidQr', 'Invalid QR-code please try again'],
    ['validation.messageEmpty', 'Title or message cannot be empty'],
  ])('error %s', (key, text) => {
    expect(error.get(key)).toBe(text);
  });
});

describe('groups keyed by an enumeration cover all of its values', () => {
  const keysOf = (group: object) => Object.keys(group).sort();
  const sorted = (values: readonly (string | number)[]) => values.map(String).sort();
  const t = en.translation;

  test.each([
    ['modes', t.modes, DEVICE_MODES],
    ['deviceTypes', t.deviceTypes, Object.values(DeviceType)],
    ['roles', t.roles, Object.values(Role)],
    ['accessLevels', t.accessLevels, Object.keys(AccessLevel)],
    ['selectionTypes', t.selectionTypes, Object.values(SelectionType)],
    ['stateCommands', t.stateCommands, Object.values(StateCommand)],
    ['alarmSeverities', t.alarmSeverities, ALARM_SEVERITIES],
    ['errorSeverities', t.errorSeverities, ERROR_SEVERITIES],
    ['siteFeatures', t.siteFeatures, SITE_FEATURES],
    ['lifecycle', t.lifecycle, Object.keys(LifecycleFlag)],
    ['hardwareLimitations', t.hardwareLimitations, HARDWARE_LIMITATION_REASONS],
    ['softwareLimits', t.softwareLimits, Object.keys(SoftwareLimit)],
    ['error.backup', en.error.backup, ISLAND_FAILURES],
    ['meterSetup.steps', t.meterSetup.steps, METER_SETUP_STEPS],
    ['meterSetup.results', t.meterSetup.results, METER_SETUP_RESULTS],
    ['messageCentre.severities', t.messageCentre.severities, MESSAGE_SEVERITIES],
    ['log.levels', t.log.levels, Object.keys(AuditLevel)],
    ['log.commandStatus', t.log.commandStatus, Object.keys(CommandStatus)],
    ['country', en.country, COUNTRIES],
    ['error.code', en.error.code, Object.values(ServerErrorCode)],
  ] as const)('%s', (_name, group, values) => {
    expect(keysOf(group)).toEqual(sorted(values));
  });

  test('states hold every display state (and the backup variant)', () => {
    expect(keysOf(t.states)).toEqual(sorted([...DISPLAY_STATES, 'runningInBackup']));
  });

  test('control sources hold both lists of the specification', () => {
    expect(keysOf(t.controlSources)).toEqual(
      sorted([
        ...new Set([
          ...Object.keys(ControlSource),
          ...CONTROL_SOURCE_NAMES.filter((n) => n !== 'GridSupport'),
          'label',
        ]),
      ]),
    );
  });
});

describe('terms', () => {
  const words = (language: Language) => {
    const terms = BASE_RESOURCES[language].translation.terms;
    return [terms.intro, ...terms.sections.flatMap((s) => [s.title, ...s.paragraphs])].join(' ').split(/\s+/).length;
  };

  test('the English agreement is complete: licence, data, liability, Danish law, 30 days notice, 1 year limit', () => {
    const text = flatten(en.translation.terms);
    const all = [...text.values()].join(' ');
    expect(words('en')).toBeGreaterThanOrEqual(400);
    expect(words('en')).toBeLessThanOrEqual(700);
    for (const part of [
      'Licence grant',
      'Restrictions',
      'Data licence',
      'Limitation of liability',
      'Danish law',
      '30 days',
      '1 year',
    ]) {
      expect(all).toContain(part);
    }
  });

  test.each(LANGUAGES.filter((language) => language !== 'en'))('%s holds a full translation of it', (language) => {
    expect(words(language)).toBeGreaterThan(words('en') * 0.75);
    const all = [...flatten(BASE_RESOURCES[language].translation.terms).values()].join(' ');
    expect(all).toMatch(/\b30\b/);
    expect(all).toMatch(/\b1\b/);
  });
});

test('LANGUAGE_LABELS shows each language in its own name, in the order of the spec', () => {
  expect(Object.entries(LANGUAGE_LABELS)).toEqual([
    ['da', 'Dansk'],
    ['en', 'English'],
    ['sv', 'Svenska'],
    ['de', 'Deutsch'],
  ]);
});
