/** Device and site commands (spec 7 backup and state/mode commands; spec 1 and 4 restart, test mode, meter set-up). */
import { Type, type Static } from 'typebox';
import { BACKUP_COMMANDS, METER_SETUP_RESULTS, METER_SETUP_STEPS } from '../../domain/enums';
import { Id, Input, Nullable } from './common';

/** spec 4: forced on, forced off, test backup, grid loss. */
export const BackupCommandSchema = Type.Enum(BACKUP_COMMANDS);

/** spec 7: POST /command/backup "siteId, backup command name". */
export const BackupCommandBodySchema = Input({ siteId: Id, commandName: BackupCommandSchema });
export type BackupCommandBody = Static<typeof BackupCommandBodySchema>;

/** spec 7: POST /SendStateModeCommand "deviceId, commandName" (spec 4: state_idling, state_running, or a mode). */
export const StateModeCommandBodySchema = Input({ deviceId: Id, commandName: Type.String({ minLength: 1 }) });
export type StateModeCommandBody = Static<typeof StateModeCommandBodySchema>;

/** spec 7: POST /SendStateModeSiteCommand "siteId, commandName" (spec 5: refused without access). */
export const StateModeSiteCommandBodySchema = Input({ siteId: Id, commandName: Type.String({ minLength: 1 }) });
export type StateModeSiteCommandBody = Static<typeof StateModeSiteCommandBodySchema>;

// not in spec section 7: designed here (spec 7: "restart, reboot, test-mode and release calls: paths not shown").
/** POST /command/restart: reboot one device ('Reboot command failed', spec 8). */
export const RestartDeviceBodySchema = Input({ deviceId: Id });
export type RestartDeviceBody = Static<typeof RestartDeviceBodySchema>;

// not in spec section 7: designed here.
/** POST /command/rebootSiteController: restart a site's controller ('Restart site controller command failed'). */
export const RebootSiteControllerBodySchema = Input({ siteId: Id });
export type RebootSiteControllerBody = Static<typeof RebootSiteControllerBodySchema>;

// not in spec section 7: designed here.
/**
 * POST /command/testMode: the test-mode send command with a power set point in kW (spec 5: between minus and plus
 * the inverter's maximum power, checked by the form because the limit is per device).
 */
export const TestModeBodySchema = Input({ deviceId: Id, value: Type.Number() });
export type TestModeBody = Static<typeof TestModeBodySchema>;

// not in spec section 7: designed here.
/** POST /command/testModeRelease: the release command ('Error in sending release command'). */
export const TestModeReleaseBodySchema = Input({ deviceId: Id });
export type TestModeReleaseBody = Static<typeof TestModeReleaseBodySchema>;

// not in spec section 7: designed here (spec 1 "meter set-up and test", spec 4 meter set-up states).
/** POST /MeterSetup and POST /MeterTest body: start a meter set-up or a meter installation test on a device. */
export const MeterCommandBodySchema = Input({ deviceId: Id });
export type MeterCommandBody = Static<typeof MeterCommandBodySchema>;

// not in spec section 7: designed here.
/** GET /MeterSetup query. */
export const MeterStatusQuerySchema = Input({ deviceId: Id });
export type MeterStatusQuery = Static<typeof MeterStatusQuerySchema>;

/** spec 4: meter set-up step and outcome; `step` null when nothing runs, `result` null until it ends. */
export const MeterStatusResponseSchema = Type.Object({
  deviceId: Id,
  step: Nullable(Type.Enum(METER_SETUP_STEPS)),
  result: Nullable(Type.Enum(METER_SETUP_RESULTS)),
  /** spec 4: set-up is skipped while a test is running. */
  testRunning: Type.Boolean(),
});
export type MeterStatusResponse = Static<typeof MeterStatusResponseSchema>;

// not in spec section 7: designed here. spec 4/5 bind the test-mode value by the inverter's maximum power,
// which only admins could read (GET /ReportedProperties); this narrow read gives the bound alone to everyone who may
// send test mode (Installer level), so the form can show and check it.
/** GET /command/testMode/limit query. */
export const TestModeLimitQuerySchema = Input({ deviceId: Id });
export type TestModeLimitQuery = Static<typeof TestModeLimitQuerySchema>;

/** GET /command/testMode/limit answer: the test-mode value must lie strictly between -inverterMaxPower and it (kW). */
export const TestModeLimitResponseSchema = Type.Object({ deviceId: Id, inverterMaxPower: Type.Number() });
export type TestModeLimitResponse = Static<typeof TestModeLimitResponseSchema>;
