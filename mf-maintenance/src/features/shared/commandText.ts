/** Command log entries in words: the command's name and its payload as a person reads them (spec 3). */
import { DEVICE_MODES, StateCommand, type DeviceMode } from '@bess/shared';
import type { useTexts } from '../../i18n';

type Translate = ReturnType<typeof useTexts>['t'];

/** Commands the server logs under a name of their own (routes of commands, parameters and commissioning). */
const NAMED_COMMANDS = [
  'restart',
  'rebootSiteController',
  'testMode',
  'testModeRelease',
  'updateSoftware',
  'updateDevice',
  'backup_forcedOn',
  'backup_forcedOff',
  'backup_testBackup',
  'backup_gridLoss',
  'setParameters',
  'meterSetup',
  'meterTest',
] as const;
type NamedCommand = (typeof NAMED_COMMANDS)[number];

/** The commissioning's terminal and forced set-up are logged as `setup:<target>`. */
const SETUP_COMMANDS = { 'setup:terminal': 'setupTerminal', 'setup:forced': 'setupForced' } as const;

const isNamed = (command: string): command is NamedCommand => (NAMED_COMMANDS as readonly string[]).includes(command);
const isMode = (command: string): command is DeviceMode => (DEVICE_MODES as readonly string[]).includes(command);
const isSetup = (command: string): command is keyof typeof SETUP_COMMANDS => command in SETUP_COMMANDS;

/**
 * A logged command's name in words: "Reboot", "Set to idling", "Set mode: Self-consumption". A name the portal does not
 * know yet is shown as logged, the only thing that tells it apart.
 */
export function commandText(command: string, t: Translate): string {
  if (isNamed(command)) return t(`commands.names.${command}`);
  if (isSetup(command)) return t(`commands.names.${SETUP_COMMANDS[command]}`);
  // spec 4: state and mode commands are logged by the name they were sent with.
  if (command === StateCommand.Idling || command === StateCommand.Running) return t(`stateCommands.${command}`);
  if (isMode(command)) return t('commands.setMode', { mode: t(`modes.${command}`) });
  return command;
}

/** Payload fields that have words of their own; `commandName` repeats the command column and is left out. */
const PAYLOAD_FIELDS = {
  value: 'testMode.value',
  siteId: 'log.payloadSite',
  firmwareBranch: 'parameters.firmwareBranch',
  firmwareBuild: 'parameters.firmwareBuild',
} as const;
const HIDDEN_PAYLOAD_FIELDS = new Set(['commandName']);

/**
 * A command's payload as "field: value" pairs in words (`{"value":3}` reads "Power (kW): 3"), yes or no for a
 * true/false; a payload that is not a JSON object (the arguments of a set-up) is shown as sent, and an empty one
 * shows nothing.
 */
export function payloadText(
  payload: string | null | undefined,
  t: Translate,
  siteName?: (id: string) => string,
): string {
  if (!payload) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return payload;
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([field]) => !HIDDEN_PAYLOAD_FIELDS.has(field))
    .map(([field, value]) => {
      const label = field in PAYLOAD_FIELDS ? t(PAYLOAD_FIELDS[field as keyof typeof PAYLOAD_FIELDS]) : field;
      const text =
        typeof value === 'boolean'
          ? t(value ? 'yes' : 'no', { ns: 'common' })
          : field === 'siteId' && typeof value === 'string' && siteName
            ? siteName(value)
            : typeof value === 'object' && value !== null
              ? JSON.stringify(value)
              : String(value);
      return `${label}: ${text}`;
    })
    .join(', ');
}
