import {
  ALARM_CODES,
  BACKUP_COMMANDS,
  ISLAND_FAILURES,
  alarmName,
  createI18n,
  ensureRemoteNamespace,
} from '@bess/shared';
import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('mf_maintenance', { en, da, sv, de }, TEXTS);

const keys = (group: object) => Object.keys(group).sort();
const sorted = (values: readonly (string | number)[]) => values.map(String).sort();

test.each([
  ['alarmCodes', en.alarmCodes, ALARM_CODES],
  ['backup.commands', en.backup.commands, BACKUP_COMMANDS],
  ['backup.islandFailures', en.backup.islandFailures, ISLAND_FAILURES],
] as const)('%s covers every value of its enumeration', (_name, group, values) => {
  expect(keys(group)).toEqual(sorted(values));
});

test("spec 3: the English alarm names are shared's names, the others real translations", () => {
  for (const code of ALARM_CODES) {
    expect(en.alarmCodes[code as keyof typeof en.alarmCodes]).toBe(alarmName(code));
  }
  expect(da.alarmCodes[205]).toBe('Varmelegeme svigter');
  expect(de.alarmCodes[405]).toBe('Gerät offline');
});

test("this remote's keys read from its own namespace; the base no longer holds its sections", async () => {
  const i18n = await createI18n('sv');
  await ensureRemoteNamespace(i18n, TEXTS, 'sv');
  const t = i18n.getFixedT('sv', [TEXTS.ns, 'translation']);
  expect(t('backup.settings.title')).toBe('Inställningar för reservdrift');
  expect(t('nav.maintenance')).toBe(i18n.t('nav.maintenance'));
  for (const key of ['backup.settings.title', 'parameters.pidKI', 'testMode.send', 'commands.reboot']) {
    expect(i18n.exists(key, { ns: 'translation' })).toBe(false);
  }
});
