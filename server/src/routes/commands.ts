import { AccessLevel, AuditLevel, DEVICE_MODES, StateCommand } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { badRequest, notFound } from '../http/errors';
import {
  findDevice,
  meterStatus,
  queueCommands,
  setPendingCommand,
  siteDeviceIds,
  startMeter,
} from '../repositories/deviceCommands';
import type { Services } from '../services/services';

/**
 * Who may send what (server/README.md "Operations calls"): state, mode and backup commands need NormalUser (10) on the
 * device or site; restart, site-controller reboot, test mode and meter set-up/test need Installer (5) or better
 * (installers, partner admins, admins, super admins); reading the meter status needs ReadOnly (20).
 */
const FIELD_LEVEL = AccessLevel.Installer;

/** spec 4: state_idling and state_running, or a device mode (spec 3 modes) for a mode command. */
const STATE_MODE_COMMANDS: readonly string[] = [StateCommand.Idling, StateCommand.Running, ...DEVICE_MODES];

/** Solar devices take no battery commands (spec 4: the state change asks about the battery's state). */
const isBattery = (deviceId: string) => !deviceId.startsWith('PV');

function checkStateModeCommand(commandName: string): void {
  if (!STATE_MODE_COMMANDS.includes(commandName)) throw badRequest(`Unknown command: ${commandName}`);
}

/** The battery devices of a site; a site without any cannot take a site command. */
async function siteBatteries(services: Services, siteId: string): Promise<string[]> {
  const ids = (await siteDeviceIds(services.db, siteId)).filter(isBattery);
  if (ids.length === 0) throw badRequest('The site has no devices');
  return ids;
}

async function existingDevice(services: Services, deviceId: string) {
  const device = await findDevice(services.db, deviceId);
  if (!device) throw notFound();
  return device;
}

/** The backup commands as the backup view names them (spec 4: Force, Test, Gridloss), for the audit log. */
const BACKUP_COMMAND_NAMES: Record<string, string> = {
  forcedOn: 'Force backup on',
  forcedOff: 'Force backup off',
  testBackup: 'Test backup',
  gridLoss: 'Grid loss',
};

/** "site Aarhus Harbour (S-AARHUS)" for an audit message. */
const siteNamed = async (services: Services, siteId: string) => `site ${await services.audit.nameOf('site', siteId)}`;

/** spec 7: the backup, state and mode commands; spec 1 and 4: restart, reboot, test mode, meter set-up and test. */
export const commandsRoutes: AnyRoute[] = [
  defineRoute('sendBackupCommand', {
    access: onObject('site', (i) => i.siteId, AccessLevel.NormalUser),
    audit: async (i, { services }) => ({
      message: `Sent backup command ${BACKUP_COMMAND_NAMES[i.commandName] ?? i.commandName} to ${await siteNamed(services, i.siteId)}`,
      objectId: i.siteId,
      level: AuditLevel.State,
    }),
    async handler({ input, user, services }) {
      // spec 6: the backup view is gated by the site's Backup feature, and so is the command (409 before this:
      // http/writeRights.ts).
      const devices = await siteBatteries(services, input.siteId);
      await queueCommands(
        services.db,
        devices.map((deviceId) => ({
          deviceId,
          // The simulator reads the name without its backup_ prefix (forcedOn, forcedOff, testBackup, gridLoss).
          command: `backup_${input.commandName}`,
          payload: { siteId: input.siteId, commandName: input.commandName },
        })),
        user.email,
        services.now(),
      );
      return '';
    },
  }),

  defineRoute('sendStateModeCommand', {
    access: onObject('device', (i) => i.deviceId, AccessLevel.NormalUser),
    audit: (i) => ({
      message: `Sent command ${i.commandName} to ${i.deviceId}`,
      objectId: i.deviceId,
      level: AuditLevel.State,
    }),
    async handler({ input, user, services }) {
      checkStateModeCommand(input.commandName);
      if (!isBattery(input.deviceId)) throw badRequest('The device is not a battery');
      await queueCommands(
        services.db,
        [{ deviceId: input.deviceId, command: input.commandName, payload: { commandName: input.commandName } }],
        user.email,
        services.now(),
      );
      // spec 4: the loading flag until the next status refresh.
      await setPendingCommand(services.db, [input.deviceId], input.commandName);
      return '';
    },
  }),

  defineRoute('sendStateModeSiteCommand', {
    // spec 5: site commands are refused without access ('Access denied', 403 for a too weak level).
    access: onObject('site', (i) => i.siteId, AccessLevel.NormalUser),
    audit: async (i, { services }) => ({
      message: `Sent command ${i.commandName} to ${await siteNamed(services, i.siteId)}`,
      objectId: i.siteId,
      level: AuditLevel.State,
    }),
    async handler({ input, user, services }) {
      checkStateModeCommand(input.commandName);
      const devices = await siteBatteries(services, input.siteId);
      await queueCommands(
        services.db,
        devices.map((deviceId) => ({
          deviceId,
          command: input.commandName,
          payload: { commandName: input.commandName, siteId: input.siteId },
        })),
        user.email,
        services.now(),
      );
      await setPendingCommand(services.db, devices, input.commandName);
      return '';
    },
  }),

  defineRoute('restartDevice', {
    access: onObject('device', (i) => i.deviceId, FIELD_LEVEL),
    audit: (i) => ({ message: `Sent restart to ${i.deviceId}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await existingDevice(services, input.deviceId);
      await queueCommands(
        services.db,
        [{ deviceId: input.deviceId, command: 'restart', payload: {} }],
        user.email,
        services.now(),
      );
      return '';
    },
  }),

  defineRoute('rebootSiteController', {
    access: onObject('site', (i) => i.siteId, FIELD_LEVEL),
    audit: async (i, { services }) => ({
      message: `Sent site controller reboot to ${await siteNamed(services, i.siteId)}`,
      objectId: i.siteId,
    }),
    async handler({ input, user, services }) {
      // The site controller runs on the site's devices: each of them logs the reboot.
      const devices = await siteBatteries(services, input.siteId);
      await queueCommands(
        services.db,
        devices.map((deviceId) => ({ deviceId, command: 'rebootSiteController', payload: { siteId: input.siteId } })),
        user.email,
        services.now(),
      );
      return '';
    },
  }),

  defineRoute('sendTestMode', {
    access: onObject('device', (i) => i.deviceId, FIELD_LEVEL),
    stored: (input, services) => existingDevice(services, input.deviceId),
    // spec 5: greater than minus the inverter maximum power and less than it (INPUT_RULES sendTestMode).
    ruleContext: async (_input, _services, device) => ({ inverterMaxPowerKw: device.inverterMaxPower }),
    audit: (i) => ({ message: `Sent test mode ${i.value} kW to ${i.deviceId}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await queueCommands(
        services.db,
        [{ deviceId: input.deviceId, command: 'testMode', payload: { value: input.value } }],
        user.email,
        services.now(),
      );
      return '';
    },
  }),

  defineRoute('releaseTestMode', {
    access: onObject('device', (i) => i.deviceId, FIELD_LEVEL),
    audit: (i) => ({ message: `Released test mode of ${i.deviceId}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await existingDevice(services, input.deviceId);
      await queueCommands(
        services.db,
        [{ deviceId: input.deviceId, command: 'testModeRelease', payload: {} }],
        user.email,
        services.now(),
      );
      return '';
    },
  }),

  defineRoute('startMeterSetup', {
    access: onObject('device', (i) => i.deviceId, FIELD_LEVEL),
    audit: (i) => ({ message: `Started meter set-up of ${i.deviceId}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await existingDevice(services, input.deviceId);
      // spec 4: set-up is skipped while a test is running (the test goes on; GET /MeterSetup shows it).
      if ((await meterStatus(services.db, input.deviceId)).testRunning) return '';
      const now = services.now();
      await startMeter(services.db, input.deviceId, 'setup', now);
      await queueCommands(
        services.db,
        [{ deviceId: input.deviceId, command: 'meterSetup', payload: {} }],
        user.email,
        now,
      );
      return '';
    },
  }),

  defineRoute('startMeterTest', {
    access: onObject('device', (i) => i.deviceId, FIELD_LEVEL),
    audit: (i) => ({ message: `Started meter test of ${i.deviceId}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await existingDevice(services, input.deviceId);
      const now = services.now();
      await startMeter(services.db, input.deviceId, 'test', now);
      await queueCommands(
        services.db,
        [{ deviceId: input.deviceId, command: 'meterTest', payload: {} }],
        user.email,
        now,
      );
      return '';
    },
  }),

  defineRoute('getMeterStatus', {
    access: onObject('device', (i) => i.deviceId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      return meterStatus(services.db, input.deviceId);
    },
  }),

  // Designed: spec 4/5 bind the test-mode value by the inverter's maximum power. GET /ReportedProperties
  // holds it but is for admins (the Parameters tab); everyone who may send test mode (FIELD_LEVEL) reads this one
  // figure here, so the form shows and checks the same bound the server applies.
  defineRoute('getTestModeLimit', {
    access: onObject('device', (i) => i.deviceId, FIELD_LEVEL),
    async handler({ input, services }) {
      const device = await existingDevice(services, input.deviceId);
      return { deviceId: device.deviceId, inverterMaxPower: device.inverterMaxPower };
    },
  }),
];
